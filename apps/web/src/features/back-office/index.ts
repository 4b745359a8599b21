import './texts.ts';

/** The back office's frame (issue 13 item 3): sign-in, the venue chosen, the sections' navigation. */
export { BackOfficeLayout } from './components/back-office-layout.tsx';
