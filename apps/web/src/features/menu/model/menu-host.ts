import type { WebDispatchType } from '@comanda/domain';
import type { ReactNode } from 'react';

/**
 * What the menu page gets from the app that composes it (features do not import each other): the
 * dispatch type shown and the cart's count on it, how to open a product, and the cart's pieces to
 * place — the sidebar from 641 px, the 'Ver pedido' footer and dialogs on phones — and the action bar's
 * address and time, which need the diner's account.
 */
export type MenuHost = {
  tipo: number;
  atTable: boolean;
  cartCount: number;
  onTipoChange: (tipo: WebDispatchType) => void;
  onOpenProduct: (ip: string) => void;
  aside: ReactNode;
  footer: ReactNode;
  overlays: ReactNode;
  /** Where and when the diner orders for, under the dispatch switch (spec/1 §2 screen 1; issue 15 item 4). */
  orderFor?: ReactNode;
};
