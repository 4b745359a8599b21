import type { TAppConfig } from '@comanda/domain';
import { useLayoutEffect } from 'react';
import { cssColour, readableTextOn } from './brand-colour.ts';

/**
 * Dresses the whole page (header included) in the restaurant's colour and light/dark choice while one of its
 * pages is shown (its menu, its information screens: the white label), and gives the page back its own
 * look when the diner leaves.
 */
export function useRestaurantTheme(
  app: Pick<TAppConfig, 'colorP' | 'darkMode'> | undefined,
  /** webConfig.darkMode: either configuration may ask for the dark look. */
  webDark = false,
): void {
  useLayoutEffect(() => {
    if (!app) return;
    const root = document.documentElement;
    root.style.setProperty('--brand', cssColour(app.colorP, '#ff4b33'));
    root.style.setProperty('--on-brand', readableTextOn(app.colorP));
    root.dataset.theme = app.darkMode || webDark ? 'dark' : 'light';
    return () => {
      root.style.removeProperty('--brand');
      root.style.removeProperty('--on-brand');
      delete root.dataset.theme;
    };
  }, [app, webDark]);
}
