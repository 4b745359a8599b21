import { Navigate, Route, Routes } from 'react-router-dom';
import { KioskWelcome } from '../kiosk-welcome/kiosk-welcome.tsx';
import { ProductMenu } from '../product-menu/product-menu.tsx';

/** Kiosk routes of spec/3 §2; unknown paths fall back to the welcome screen. */
export function KioskRoutes() {
  return (
    <Routes>
      <Route path="/KioskWelcome" element={<KioskWelcome />} />
      <Route path="/ProductMenu" element={<ProductMenu />} />
      <Route path="*" element={<Navigate to="/KioskWelcome" replace />} />
    </Routes>
  );
}
