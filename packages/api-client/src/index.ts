export * from './api-error.ts';
export * from './client.ts';
