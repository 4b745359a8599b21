import pkg from '../../package.json' with { type: 'json' };

/**
 * The kiosk version shown on the device (spec/3 §2 side menu version label): the device services' own
 * version, from packages/kiosk-device/package.json, the same in Electron and in browser mode.
 */
export const KIOSK_VERSION: string = pkg.version;
