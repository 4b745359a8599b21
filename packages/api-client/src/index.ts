export * from './accounts.ts';
export * from './api-error.ts';
export * from './back-office-settings.ts';
export { API_TIMEOUT_MS, createCaller } from './call.ts';
export * from './client.ts';
export * from './kiosk-pairing.ts';
export * from './kitchen-board.ts';
export * from './live-silence.ts';
export * from './orders.ts';
