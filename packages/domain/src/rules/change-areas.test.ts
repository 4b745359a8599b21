import { describe, expect, it } from 'vitest';
import { changeArea } from './change-areas.ts';

describe('the back-office area of a change', () => {
  it("puts the menu's things in the menu and the rest of the venue in the settings", () => {
    for (const what of ['product.save', 'category.delete', 'extraGroup.save', 'extra.stock', 'product.stock'])
      expect(changeArea(what), what).toBe('menu');
    for (const what of [
      'settings.hours',
      'settings.payment-methods',
      'settings.kitchen',
      'coupon.create',
      'staff.roles',
    ])
      expect(changeArea(what), what).toBe('settings');
  });

  it('knows no area for a thing it does not list', () => {
    expect(changeArea('productx.save')).toBeNull();
    expect(changeArea('')).toBeNull();
  });
});
