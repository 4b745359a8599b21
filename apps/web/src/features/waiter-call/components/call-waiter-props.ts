import type { TAppConfig } from '@comanda/domain';
import type { ReactNode } from 'react';

/**
 * What the menu gives the call-waiter button, which hands it on to the modal it loads lazily
 * (waiter-call.tsx): its own module so that the modal's chunk does not import back the button that loads it.
 */
export type CallWaiterProps = {
  app: TAppConfig;
  /** The venue's location id (ir-il) and dark kitchen. */
  irl: string;
  dk: string;
  /** The table the diner sits at (the cart's, from the table's QR), or null. */
  seated: { id: string; name: string } | null;
  /** The phone's 'Ver pedido' bar is showing: the button sits above it. */
  raised: boolean;
  /**
   * Where the venue takes guests at this table, the guest button offered beside 'sign in' (spec/2 §4 'Guest
   * login by table'), composed by the app since features do not import each other.
   */
  guestSlot?: ReactNode;
};
