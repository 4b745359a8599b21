import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from './search.ts';

describe('search request (spec/1 §7 Search, §5, §9)', () => {
  const at = { lat: -33.4372, lng: -70.6506 };
  it('defaults maxRecords to 50 and the distance to the 30 radius, and trims the query', () => {
    expect(ZSearchRequest.parse({ ...at, query: ' pizza ' })).toEqual({
      ...at,
      query: 'pizza',
      distance: 30,
      maxRecords: 50,
    });
  });
  it('needs a query of at least 2 characters and at most 50 records', () => {
    expect(ZSearchRequest.safeParse({ ...at, query: ' p ' }).success).toBe(false);
    expect(ZSearchRequest.safeParse({ ...at, query: 'pi' }).success).toBe(true);
    expect(ZSearchRequest.safeParse({ ...at, query: 'pizza', maxRecords: 51 }).success).toBe(false);
  });
});
