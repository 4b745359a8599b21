export * from './money.tsx';
