import { describe, expect, it } from 'vitest';
import { managesKitchenScreens } from './kitchen-screens.ts';

const venue = { ir: 'pizzeria', il: '1' };
const row = (module: number, role: string, ir = 'pizzeria', il = '') => ({ module, role, ir, il });

describe('managesKitchenScreens (issue 13 item 2: given by a kitchen manager, revocable by an admin)', () => {
  it("takes a kitchen manager's row and any back-office row that covers the venue", () => {
    expect(managesKitchenScreens([row(5000, 'manager')], venue)).toBe(true);
    expect(managesKitchenScreens([row(9000, 'admin', '')], venue)).toBe(true);
    expect(managesKitchenScreens([row(9000, 'manager')], venue)).toBe(true);
  });
  it('refuses a cook, a screen, and rows of another venue', () => {
    expect(managesKitchenScreens([row(5000, 'kitchen')], venue)).toBe(false);
    expect(managesKitchenScreens([row(5000, 'screen')], venue)).toBe(false);
    expect(managesKitchenScreens([row(9000, 'manager', 'otro')], venue)).toBe(false);
    expect(managesKitchenScreens([row(5000, 'manager', 'pizzeria', '2')], venue)).toBe(false);
  });
});
