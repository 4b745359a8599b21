import { expect, type Locator, type Page } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { screenPath } from './kiosk-device.ts';

/** The two totem shapes of issue 12 item 5: a vertical and a horizontal Full HD screen. */
export const TOTEM_SIZES = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
} as const;
export type TotemSize = keyof typeof TOTEM_SIZES;

/**
 * Characters a bare Debian totem draws with the fonts it has (DejaVu, Liberation): Latin letters with
 * their accents, general punctuation (· — … ’ ›) and €. Beyond them a glyph may be missing — an emoji
 * always is, and shows as a box (issue 12 item 5) — so icons are drawn as SVG, never as characters.
 */
const DRAWN_BY_PLAIN_FONTS = /[\s\p{Script=Latin}\u0020-\u00FF\u2000-\u206F\u20AC\u2122]/u;

/** Characters in the page's text (aria-hidden icon text included) that plain fonts cannot draw. */
export async function undrawableCharacters(page: Page): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.textContent)) ?? '';
  return [...new Set(Array.from(text))].filter((c) => !DRAWN_BY_PLAIN_FONTS.test(c));
}

/**
 * One screen as the proof of issue 12 item 5 wants it: no serious or critical axe violation, nothing
 * that needs an emoji font, nothing wider than the screen; then a screenshot to look at.
 */
export async function checkScreen(page: Page, shot: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${shot}`).toEqual([]);
  expect(await undrawableCharacters(page), `characters plain fonts cannot draw on ${shot}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${shot}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenPath(shot) });
}

/**
 * Types `text` on the on-screen keyboard by tapping its keys, as a diner does: a capital that is not on
 * the keys shown takes a tap on shift first, and so does a small letter while capitals are shown.
 */
export async function typeOnKeys(keyboard: Locator, text: string, labels: { space: string; shift: string }) {
  for (const char of text) {
    if (char === ' ') {
      await keyboard.getByRole('button', { name: labels.space, exact: true }).tap();
      continue;
    }
    const key = keyboard.getByRole('button', { name: char, exact: true });
    if ((await key.count()) === 0)
      await keyboard.getByRole('button', { name: labels.shift, exact: true }).tap();
    await key.tap();
  }
}
