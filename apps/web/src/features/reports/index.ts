import './texts.ts';

/** The closing report (/staff/reports, issue 13 item 4): the admin module or a venue's manager. */
export { ReportsPage } from './components/reports-page.tsx';
