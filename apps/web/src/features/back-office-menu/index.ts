import './texts.ts';

/** The menu's back office (/staff/menu, issue 13 item 3). */
export { BackOfficeMenuPage } from './components/back-office-menu-page.tsx';
