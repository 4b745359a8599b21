import { describe, expect, it } from 'vitest';
import { orders as enOrders } from './locales/en/orders.ts';
import { web as enWeb } from './locales/en/web.ts';
import { orders as esOrders } from './locales/es/orders.ts';
import { web as esWeb } from './locales/es/web.ts';

describe("the closed venue's notice (spec/1 §4, issue 15 item 6)", () => {
  // The menu and the checkout both announce it; the notifications drop identical texts within 5 s, which works
  // only when both keys say the same words in every language.
  it('reads the same on the menu and in the checkout, in Spanish and in English', () => {
    expect(esOrders.m1_checkout_closed).toBe(esWeb.m1_menu_closed);
    expect(enOrders.m1_checkout_closed).toBe(enWeb.m1_menu_closed);
    expect(enWeb.m1_menu_closed).toBe('This restaurant is closed.');
  });
});
