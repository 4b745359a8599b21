import './texts.ts';

/** The technician's kiosk pairing page (/staff/kiosks, spec/3 §4 'Kiosk pairing'). */
export { StaffKiosksPage } from './components/staff-kiosks-page.tsx';
