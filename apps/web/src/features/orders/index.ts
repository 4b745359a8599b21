import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

export { LinkedOrderPage, LinkedPayingPage } from './components/linked-order-page.tsx';
/** The diner's orders (spec/1 §2 screens 7, 8, 11): lists, order page and the header bell, all live. */
export { NotificationBell } from './components/notification-bell.tsx';
export { OrderDetail, orderPagePath } from './components/order-detail.tsx';
export { CartTabs, OrderPage, OrdersPage } from './components/orders-pages.tsx';
export { ordersStore } from './store/orders-store-instance.ts';
