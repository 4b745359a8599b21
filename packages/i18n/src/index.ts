export * from './translator.ts';
