import type { TEnvironment } from '@comanda/domain';
import { ENVIRONMENTS } from '@comanda/domain';

/**
 * The environment chosen with the side menu's hidden switch (spec/2 §2 'Other'): kept on this device and
 * sent as `amb` with every platform call (spec/3 §7, TEST going as DEV; lib/api.ts). PROD unless chosen.
 */
const KEY = 'comanda.environment';

export function storedEnvironment(): TEnvironment {
  try {
    const value = localStorage.getItem(KEY);
    return ENVIRONMENTS.find((env) => env === value) ?? 'PROD';
  } catch {
    return 'PROD';
  }
}

export function chooseEnvironment(env: TEnvironment): void {
  try {
    if (env === 'PROD') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, env);
  } catch {
    // Not kept: PROD stays.
  }
}
