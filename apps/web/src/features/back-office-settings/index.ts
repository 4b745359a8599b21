import './texts.ts';

/** The back office's settings page (issue 13 item 3): /staff/admin/settings. */
export { SettingsPage } from './components/settings-page.tsx';
