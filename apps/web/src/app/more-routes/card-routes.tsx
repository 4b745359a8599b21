import { checkInPath, DispatchType, restaurantPath } from '@comanda/domain';
import { lazy } from 'react';
import { type RouteObject, useNavigate } from 'react-router';
import { cartStore } from '../../features/cart/index.ts';

// Saved cards (issue 16 item 4), each page a lazy module with the `orders` texts.
const loadCards = () => import('../../features/cards/index.ts');
const LoginPanel = lazy(() =>
  import('../../features/account/index.ts').then((m) => ({ default: m.LoginPanel })),
);
const login = <LoginPanel />;

/** /l/carttoken: the cart's order, saved with the card the form tokenized, clears the cart and opens its page. */
function CartTokenRoute({ Page }: { Page: Awaited<ReturnType<typeof loadCards>>['CartTokenPage'] }) {
  const navigate = useNavigate();
  return (
    <Page
      loginSlot={login}
      onSaved={({ order }) => {
        cartStore.getState().reset();
        const venue = restaurantPath(order.resto);
        void navigate(
          order.ti === DispatchType.checkIn
            ? checkInPath(venue, order.det.mesa, order.iped)
            : `${venue}/order/${order.iped}`,
          { replace: true },
        );
      }}
    />
  );
}

/** 'Mis tarjetas' and adding a card (spec/2 §2 'Card routes'), and CartToken (spec/1 §2). */
export const cardRoutes: RouteObject[] = [
  {
    path: '/l/mycards',
    lazy: () => loadCards().then(({ MyCardsPage }) => ({ element: <MyCardsPage loginSlot={login} /> })),
  },
  {
    path: '/l/createcard',
    lazy: () => loadCards().then(({ CreateCardPage }) => ({ element: <CreateCardPage loginSlot={login} /> })),
  },
  {
    path: '/l/createcardok',
    lazy: () => loadCards().then(({ CardResultPage }) => ({ element: <CardResultPage ok /> })),
  },
  {
    path: '/l/createcarderror',
    lazy: () => loadCards().then(({ CardResultPage }) => ({ element: <CardResultPage ok={false} /> })),
  },
  {
    path: '/l/carttoken',
    lazy: () =>
      loadCards().then(({ CartTokenPage }) => ({ element: <CartTokenRoute Page={CartTokenPage} /> })),
  },
];
