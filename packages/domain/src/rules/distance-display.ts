/** Below this many km a distance is shown in metres (spec/2 §5 'Distance shown in metres below 2'). */
export const DISTANCE_METRES_BELOW_KM = 2;

export type DistanceDisplay = { unit: 'm'; metres: number } | { unit: 'km'; km: number };

/**
 * How a distance in km is shown to the diner (spec/2 §5: 'Distance shown in metres below 2 and in Kms
 * otherwise (2 and 1 decimals)'). Below 2 km the km value keeps 2 decimals and is written in metres,
 * so metres come in steps of 10 (0.853 km → 850 m); from 2 km on, km with 1 decimal (2.04 → 2).
 * The unit is decided on the exact value, so 1.999 km reads '2000 m', never '2 km' from below.
 * Negative or non-finite input (bad data) reads as 0 m.
 */
export function distanceDisplay(km: number): DistanceDisplay {
  if (!Number.isFinite(km) || km < 0) return { unit: 'm', metres: 0 };
  if (km < DISTANCE_METRES_BELOW_KM) return { unit: 'm', metres: Math.round(km * 100) * 10 };
  return { unit: 'km', km: Math.round(km * 10) / 10 };
}
