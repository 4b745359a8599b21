export * from './bridge-reply.ts';
export * from './build-bridge.ts';
export * from './channel-names.ts';
export * from './events.ts';
export * from './kiosk-bridge.ts';
