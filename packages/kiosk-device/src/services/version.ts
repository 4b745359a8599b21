import pkg from '../../package.json' with { type: 'json' };

/** The kiosk version shown on the device (spec/3 §2 side menu version label), from apps/kiosk/package.json. */
export const KIOSK_VERSION: string = pkg.version;
