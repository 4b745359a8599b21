import { Route, Routes } from 'react-router-dom';
import { InactivityModal } from '../inactivity/inactivity-modal.tsx';
import { KioskCart } from '../kiosk-cart/kiosk-cart.tsx';
import { KioskError } from '../kiosk-error/kiosk-error.tsx';
import { KioskProduct } from '../kiosk-product/kiosk-product.tsx';
import { KioskWelcome } from '../kiosk-welcome/kiosk-welcome.tsx';
import { OrderTable } from '../order-table/order-table.tsx';
import { OrderType } from '../order-type/order-type.tsx';
import { ProfileLogin } from '../pairing/profile-login.tsx';
import { PayOrder } from '../pay-order/pay-order.tsx';
import { PaymentReceived } from '../payment-received/payment-received.tsx';
import { PrinterNotice } from '../printer-notice/printer-notice.tsx';
import { ProductMenu } from '../product-menu/product-menu.tsx';
import { SelectPaymentMethod } from '../select-payment/select-payment-method.tsx';
import { SelectRestaurant } from '../select-restaurant/select-restaurant.tsx';
import { Technician } from '../technician/technician.tsx';
import { useTechnicianGesture } from '../technician/use-technician-gesture.ts';
import { TestPrint } from '../test-print/test-print.tsx';
import { Upselling } from '../upselling/upselling.tsx';
import { UserData } from '../user-data/user-data.tsx';
import { Arrival } from './arrival.tsx';
import { useActivityReport } from './use-activity-report.ts';
import { useKioskEvents } from './use-kiosk-events.ts';
import { useMenuFreshness } from './use-menu-freshness.ts';

/** Kiosk routes of spec/3 §2; '/' and unknown paths go through arrival routing. */
export function KioskRoutes() {
  useActivityReport();
  useMenuFreshness();
  useTechnicianGesture();
  const { warning } = useKioskEvents();
  return (
    <>
      <Routes>
        <Route path="/" element={<Arrival />} />
        <Route path="/ProfileLogin" element={<ProfileLogin />} />
        <Route path="/KioskWelcome" element={<KioskWelcome />} />
        <Route path="/OrderType" element={<OrderType />} />
        <Route path="/OrderTable" element={<OrderTable />} />
        <Route path="/ProductMenu" element={<ProductMenu />} />
        <Route path="/KioskProduct/:id" element={<KioskProduct />} />
        <Route path="/upselling" element={<Upselling />} />
        <Route path="/KioskCart" element={<KioskCart />} />
        <Route path="/UserData" element={<UserData />} />
        <Route path="/SelectPaymentMethod" element={<SelectPaymentMethod />} />
        <Route path="/PayOrder/:method" element={<PayOrder />} />
        <Route path="/PaymentReceived" element={<PaymentReceived />} />
        <Route path="/SelectRestaurant" element={<SelectRestaurant />} />
        <Route path="/KioskError/:error" element={<KioskError />} />
        <Route path="/testPrint" element={<TestPrint />} />
        <Route path="/technician" element={<Technician />} />
        <Route path="/technician/:action" element={<Technician />} />
        <Route path="*" element={<Arrival />} />
      </Routes>
      {warning ? <InactivityModal {...warning} /> : null}
      <PrinterNotice />
    </>
  );
}
