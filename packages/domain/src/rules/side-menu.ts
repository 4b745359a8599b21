import type { TEnvironment } from '../contracts/common.ts';

/** The site's side menu (spec/2 §2 'Other', §9 'Side menu opens to 80% width'). */

/** The drawer's width, as a share of the screen (spec/2 §9). */
export const SIDE_MENU_WIDTH_PERCENT = 80;
/** Taps on the version label that reveal the environment switch (spec/2 §2 'Other'). */
export const ENVIRONMENT_TAPS = 3;
/** Ours: taps further apart than this start the count again, so reading the label never reveals it. */
export const ENVIRONMENT_TAP_GAP_MS = 1000;
/** The environments the hidden switch offers (spec/2 §2; spec/3 §7 sends TEST as DEV). */
export const ENVIRONMENTS: readonly TEnvironment[] = ['PROD', 'DEV', 'TEST'];
/** The countries the selector offers, each with its default locale (spec/2 §3 'Countries offered in profile'). */
export const SIDE_MENU_COUNTRIES = {
  ar: 'es-AR',
  cl: 'es-CL',
  co: 'es-CO',
  es: 'es-ES',
  mx: 'es-MX',
  pe: 'es-PE',
  us: 'en-US',
} as const;

export type TapCount = { count: number; lastMs: number };
export const noTaps: TapCount = { count: 0, lastMs: 0 };

/** One more tap on the version label: the count so far, started again after a pause. */
export function countTap(taps: TapCount, nowMs: number): TapCount {
  const fresh = taps.count > 0 && nowMs - taps.lastMs <= ENVIRONMENT_TAP_GAP_MS;
  return { count: fresh ? taps.count + 1 : 1, lastMs: nowMs };
}

export const revealsEnvironment = (taps: TapCount) => taps.count >= ENVIRONMENT_TAPS;
