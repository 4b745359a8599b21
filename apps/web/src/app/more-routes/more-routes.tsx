import { ROUTE_PREFIXES } from '@comanda/domain';
import { lazy } from 'react';
import { Navigate, type RouteDef, Routes } from '../../lib/router/index.ts';

// Each page loads on demand: the account, checkout, orders and staff code never reaches the menu page.
const loadAccount = () => import('../../features/account/index.ts');
const loadOrders = () => import('../../features/orders/index.ts');
const CheckInRoute = lazy(() =>
  import('../checkin-route/index.ts').then((m) => ({ default: m.CheckInRoute })),
);
const CheckInOrderRoute = lazy(() =>
  import('./checkin-order-route.tsx').then((m) => ({ default: m.CheckInOrderRoute })),
);
const CheckoutRoute = lazy(() => import('./checkout-route.tsx').then((m) => ({ default: m.CheckoutRoute })));
const AccountPage = lazy(() => loadAccount().then((m) => ({ default: m.AccountPage })));
const LoginPage = lazy(() => loadAccount().then((m) => ({ default: m.LoginPage })));
const LoginPanel = lazy(() => loadAccount().then((m) => ({ default: m.LoginPanel })));
const OrdersPage = lazy(() => loadOrders().then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => loadOrders().then((m) => ({ default: m.OrderPage })));
/** The signed-in diner's bell and account menu: the layout loads it through this module. */
export const loadHeaderAccount = () =>
  import('./header-account.tsx').then((m) => ({ default: m.HeaderAccount }));
const StaffOrdersPage = lazy(() =>
  import('../../features/staff-orders/index.ts').then((m) => ({ default: m.StaffOrdersPage })),
);

const orderPaths = Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/order/:orderId`);
const checkInPaths = (rest: string) =>
  Object.values(ROUTE_PREFIXES).map((p) => `/${p}/:pais/:name/:idsimple/checkin${rest}`);

const login = <LoginPanel />;
const routes: RouteDef[] = [
  { path: '/l/cart', element: <CheckoutRoute /> },
  { path: '/l/cartc', element: <OrdersPage tab={1} loginSlot={login} /> },
  { path: '/l/carth', element: <OrdersPage tab={2} loginSlot={login} /> },
  { path: '/l/profile', element: <AccountPage /> },
  { path: '/l/profilelogin', element: <LoginPage /> },
  { path: '/l/profilefromcart', element: <Navigate to="/l/cart" replace /> },
  { path: '/staff', element: <StaffOrdersPage /> },
  ...orderPaths.map((path) => ({ path, element: <OrderPage loginSlot={login} /> })),
  // spec/1 §2: /checkin and /checkin/menu (browse only), /checkin/{table}, /checkin/{table}/{orderId}.
  ...['', '/:table'].flatMap(checkInPaths).map((path) => ({ path, element: <CheckInRoute /> })),
  ...checkInPaths('/:table/:orderId').map((path) => ({
    path,
    element: <CheckInOrderRoute loginSlot={login} />,
  })),
];

/** The account, checkout, orders, table and staff routes (spec/1 §2, spec/2 §2, spec/3 §4), one lazy module. */
export function MoreRoutes() {
  return <Routes routes={routes} fallback={<Navigate to="/" replace />} />;
}
