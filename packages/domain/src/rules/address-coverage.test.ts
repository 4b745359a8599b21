import { describe, expect, it } from 'vitest';
import { addressCoverage, type CoverageVenue, venueCovers } from './address-coverage.ts';

// Pizzería Forestal of the demo: delivery within 8 km (scaled by 0.9: up to 8.9 km of road).
const forestal: CoverageVenue = {
  point: { lat: -33.43755, lng: -70.63988 },
  cfg: { ord: true, ordmaxdist: 8, ordunidist: 'km', polygonsact: false },
  polygons: [],
};
const nunoa = { lt: -33.4569, lg: -70.5973 }; // about 4.5 km away
const puenteAlto = { lt: -33.6117, lg: -70.5758 }; // about 20 km away

describe('address verification (spec/2 §4: valid, or out of coverage)', () => {
  it("is valid within a delivering venue's distance, invalid beyond it or without a point", () => {
    expect(addressCoverage(nunoa, [forestal])).toBe('valid');
    expect(addressCoverage(puenteAlto, [forestal])).toBe('invalid');
    expect(addressCoverage({ lt: null, lg: null }, [forestal])).toBe('invalid');
    expect(addressCoverage(nunoa, [])).toBe('invalid');
  });

  it('counts only venues that deliver; one with no maximum reaches 30 km', () => {
    expect(
      venueCovers({ ...forestal, cfg: { ...forestal.cfg, ord: false } }, { lat: -33.4569, lng: -70.5973 }),
    ).toBe(false);
    const unbounded = { ...forestal, cfg: { ...forestal.cfg, ordmaxdist: 0 } };
    expect(venueCovers(unbounded, { lat: -33.6117, lng: -70.5758 })).toBe(true);
    expect(venueCovers(unbounded, { lat: -33.047, lng: -71.612 })).toBe(false); // Valparaíso
  });

  it("uses a venue's active zones when it has them, whatever the distance", () => {
    const zoned: CoverageVenue = {
      ...forestal,
      cfg: { ...forestal.cfg, polygonsact: true },
      polygons: [
        {
          active: true,
          points: [
            [-33.5, -70.7],
            [-33.5, -70.5],
            [-33.7, -70.5],
            [-33.7, -70.7],
          ],
        },
        {
          active: false,
          points: [
            [-33.4, -70.7],
            [-33.4, -70.5],
            [-33.47, -70.5],
            [-33.47, -70.7],
          ],
        },
      ],
    };
    expect(addressCoverage(puenteAlto, [zoned])).toBe('valid');
    expect(addressCoverage(nunoa, [zoned])).toBe('invalid');
  });
});
