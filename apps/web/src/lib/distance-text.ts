import { distanceDisplay } from '@comanda/domain';
import { numberText, type TranslateFn } from '@comanda/i18n';

/**
 * 'A 850 m' / 'A 1 km' / 'A 2,4 km' in the diner's language: metres below 1 km, km with 1 decimal from there
 * (spec/2 §5, rule in domain `distanceDisplay`). Used by the nearby list and the search results.
 */
export function distanceText(km: number, t: TranslateFn, language: string): string {
  const shown = distanceDisplay(km);
  return shown.unit === 'm'
    ? t('p1_distance_m', { m: numberText(shown.metres, language) })
    : t('p1_distance_km', { km: numberText(shown.km, language) });
}
