import type {
  TAddress,
  TAppConfig,
  TCart,
  TSavedCard,
  TSaveOrderAnswer,
  TSaveOrderRequestInput,
} from '@comanda/domain';
import type { ReactNode } from 'react';

// What the checkout page takes from the app (the cart, the session, the account's slots), apart from the page so
// the screen it renders can name it without importing the page.

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

export type CheckoutPageProps = {
  cartId: string;
  cart: TCart;
  names: Record<string, string>;
  signedIn: boolean;
  /** Signed in as an anonymous guest at the table: no profile fields asked (spec/1 §5, spec/2 §6). */
  guest?: boolean;
  /** The diner's seat at the cart's table, from the device's seat record (spec/1 §3); sent as seatNumber. */
  seat?: number | null;
  profile: { name: string; email: string; phone: string; rut: string; addresses: TAddress[] } | null;
  /**
   * The diner's saved addresses with add/edit (the account feature), for delivery: `selected` is this order's,
   * `onSelect` chooses one for this order only (the profile's default stays, issue 15 item 2).
   */
  /** Signed out: the device's temporary delivery address (spec/2 §4), the one a new checkout starts with. */
  deviceAddress?: TAddress | null;
  addressSlot: (selected: TAddress | null, onSelect: (address: TAddress) => void) => ReactNode;
  /** Where the sign-in goes while signed out; given the venue's settings and the order type when a function. */
  loginSlot: ReactNode | ((app: TAppConfig, tipo: number) => ReactNode);
  onTipo: (tipo: 1 | 2 | 3) => void;
  onSaved: (answer: Saved) => void;
  /** The diner's saved cards (issue 16 item 4): offered as 5009 where the venue takes them. */
  savedCards?: readonly TSavedCard[];
  /** 'Tarjeta nueva': stores the order and opens the vault's card form; back at /l/carttoken. */
  onNewCard?: (request: TSaveOrderRequestInput, pais: string) => Promise<void>;
};
