/** The Chromium every bench piece drives: Debian's, with the flags of playwright.config.ts (no network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options for Playwright's chromium.launch. */
export const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** The demo's menu of 102 Sánguches del Mapocho (resources/demo/README.md), the page issue 11 measures. */
export const MAPOCHO_MENU_PATH = '/r/cl/sanguches-del-mapocho/102/menu';

/** A phone, as Lighthouse's mobile form factor emulates it (Moto G Power: 412 × 823). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Waits (in the page) until the menu's product list is shown: the moment a diner can read it. */
export const MENU_SHOWN = '.menu__sections';
