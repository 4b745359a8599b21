import type { WebDispatchType } from '@comanda/domain';
import type { ReactNode } from 'react';

/**
 * What the menu page gets from the app that composes it (features do not import each other): the
 * dispatch type shown and the cart's count on it, how to open a product, and the cart's pieces to
 * place — the sidebar from 641 px, the 'Ver pedido' footer and dialogs on phones.
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
};
