import { ROUTE_PREFIXES } from '@comanda/domain';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { cardRoutes } from './card-routes.tsx';

// Each page loads on demand: the account, checkout, orders and staff code never reaches the menu page.
const loadAccount = () => import('../../features/account/index.ts');
const loadOrders = () => import('../../features/orders/index.ts');
const LoginPanel = lazy(() => loadAccount().then((m) => ({ default: m.LoginPanel })));
const login = <LoginPanel />;

/** The menu's loader and page, as separate lazy parts of a route so both downloads start together. */
export const menuRouteLazy = {
  loader: () => import('../menu-route/menu-loader.ts').then((m) => m.menuLoader),
  Component: () => import('../menu-route/menu-route.tsx').then((m) => m.MenuRoute),
} satisfies RouteObject['lazy'];

/** The table pages: the menu's loader, the table's page. */
const checkInRouteLazy = {
  loader: menuRouteLazy.loader,
  Component: () => import('../checkin-route/index.ts').then((m) => m.CheckInRoute),
} satisfies RouteObject['lazy'];

const orderPaths = Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/order/:orderId`);
/**
 * {venue}/pedido/{orderId}: any order for whoever holds its link, as a ticket's QR opens it (spec/3 §7), and
 * {venue}/order/{orderId}/paying, where that holder pays; neither needs an account (issue 14 item 6).
 */
const linkedOrderPaths = Object.values(ROUTE_PREFIXES).map(
  (p) => `/${p}/:pais/:name/:idsimple/pedido/:orderId`,
);
const linkedPayingPaths = orderPaths.map((path) => `${path}/paying`);
/** {venue}/booking: the booking wizard (spec/2 §2 'Table bookings'). */
const bookingPaths = Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/booking`);
/** {venue}/info: the restaurant's information screen (spec/2 §2 'Restaurant information', issue 18). */
const infoPaths = Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/info`);
const checkInPaths = (rest: string) =>
  Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/checkin${rest}`);

/** The account, checkout, orders, table and staff routes (spec/1 §2, spec/2 §2, spec/3 §4). */
export const moreRoutes: RouteObject[] = [
  {
    path: '/l/cart',
    lazy: () => import('./checkout-route.tsx').then((m) => ({ Component: m.CheckoutRoute })),
  },
  {
    // CartCheckIn (spec/1 §2 screen 9): the diner's orders at tables, each opening its table's bill.
    path: '/l/cartcheckin',
    lazy: () =>
      import('../../features/table-bill/index.ts').then(({ CheckInOrdersPage }) => ({
        element: <CheckInOrdersPage loginSlot={login} />,
      })),
  },
  {
    path: '/l/cartc',
    lazy: () =>
      loadOrders().then(({ OrdersPage }) => ({ element: <OrdersPage tab={1} loginSlot={login} /> })),
  },
  {
    path: '/l/carth',
    lazy: () =>
      loadOrders().then(({ OrdersPage }) => ({ element: <OrdersPage tab={2} loginSlot={login} /> })),
  },
  {
    path: '/l/profile',
    lazy: () => import('./profile-route.tsx').then((m) => ({ Component: m.ProfileRoute })),
  },
  {
    path: '/l/profilelogin',
    lazy: () => import('./profile-route.tsx').then((m) => ({ Component: m.ProfileLoginRoute })),
  },
  { path: '/l/profilefromcart', element: <Navigate to="/l/cart" replace /> },
  {
    // The back office (issue 13 item 3): a frame with sign-in and the venue, its sections inside.
    path: '/staff/admin',
    lazy: () =>
      import('../../features/back-office/index.ts').then((m) => ({ Component: m.BackOfficeLayout })),
    children: [
      { index: true, element: <Navigate to="settings" replace /> },
      {
        path: 'settings',
        lazy: () =>
          import('../../features/back-office-settings/index.ts').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'menu',
        lazy: () =>
          import('../../features/back-office-menu/index.ts').then((m) => ({
            Component: m.BackOfficeMenuPage,
          })),
      },
    ],
  },
  {
    path: '/staff',
    lazy: () =>
      import('../../features/staff-orders/index.ts').then((m) => ({ Component: m.StaffOrdersPage })),
  },
  ...orderPaths.map((path) => ({
    path,
    lazy: () => loadOrders().then(({ OrderPage }) => ({ element: <OrderPage loginSlot={login} /> })),
  })),
  ...linkedOrderPaths.map((path) => ({
    path,
    lazy: () => loadOrders().then(({ LinkedOrderPage }) => ({ Component: LinkedOrderPage })),
  })),
  ...linkedPayingPaths.map((path) => ({
    path,
    lazy: () => loadOrders().then(({ LinkedPayingPage }) => ({ Component: LinkedPayingPage })),
  })),
  // spec/1 §2: /checkin and /checkin/menu (browse only), /checkin/{table}; the table's menu loads with the
  // page's code, as on the menu route.
  ...['', '/:table'].flatMap(checkInPaths).map((path) => ({
    path,
    lazy: checkInRouteLazy,
  })),
  // /checkin/{table}/{orderId}: the order placed at the table.
  ...checkInPaths('/:table/:orderId').map((path) => ({
    path,
    lazy: () =>
      import('./checkin-order-route.tsx').then(({ CheckInOrderRoute }) => ({
        element: <CheckInOrderRoute loginSlot={login} />,
      })),
  })),
  // /checkin/{table}/cuenta/{bill id}: the table's bill for a diner seated there with no order (issue 14).
  ...checkInPaths('/:table/cuenta/:ic').map((path) => ({
    path,
    lazy: () =>
      import('./table-bill-route.tsx').then(({ TableBillRoute }) => ({
        element: <TableBillRoute loginSlot={login} />,
      })),
  })),
  ...cardRoutes,
  // The registration's and the reset's mailed links (spec/2 §2; issue 16 item 1).
  {
    path: '/l/profilecreated/:code',
    lazy: () => loadAccount().then((m) => ({ Component: m.ProfileCreatedPage })),
  },
  {
    path: '/l/pwdreset/:code/:tag',
    lazy: () => loadAccount().then((m) => ({ Component: m.PasswordResetPage })),
  },
  // Where a social sign-in comes back (issue 16 item 1).
  { path: '/l/sociallogin', lazy: () => loadAccount().then((m) => ({ Component: m.SocialLoginPage })) },
  ...bookingPaths.map((path) => ({
    path,
    lazy: () => import('./booking-route.tsx').then(({ BookingRoute }) => ({ Component: BookingRoute })),
  })),
  {
    // 'Mis Reservas' (spec/2 §2): the diner's bookings, live.
    path: '/l/booking',
    lazy: () =>
      import('../../features/bookings/index.ts').then(({ MyBookingsPage }) => ({
        element: <MyBookingsPage loginSlot={login} />,
      })),
  },
  {
    // The restaurant's booking book (issue 17 item 6), signed in as the kitchen board is.
    path: '/staff/bookings',
    lazy: () =>
      import('../../features/staff-orders/index.ts').then((m) => ({ Component: m.StaffBookingsPage })),
  },
  ...infoPaths.map((path) => ({
    path,
    lazy: () => import('./info-route.tsx').then(({ InfoRoute }) => ({ Component: InfoRoute })),
  })),
];
