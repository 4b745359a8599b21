import type { RatesSource } from './rates-source.ts';

/**
 * The sandbox rates (DESIGN 'a sandbox is an honest, documented adapter'): these machines reach no rates
 * service, so development answers from this fixed table — round figures of late 2026, units per US dollar,
 * for the demo's currencies and their neighbours. It says it is the sandbox (`source: 'sandbox'` in every
 * answer). Off in production unless COMANDA_SANDBOX_RATES=on.
 */
export const SANDBOX_RATES_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  CLP: 940,
  EUR: 0.92,
  ARS: 1000,
  PEN: 3.75,
  COP: 4000,
  MXN: 18,
  BOB: 6.9,
  BRL: 5.4,
  GBP: 0.79,
  PAB: 1,
  BZD: 2,
};

export function createSandboxRates(): RatesSource {
  return { kind: 'sandbox', perUsd: async () => SANDBOX_RATES_PER_USD };
}
