/**
 * Spanish texts: common. Shared by the diner web site and the kiosk (the pieces of packages/ui read them
 * through their callers), so a product card says the same thing on both.
 */
export const common = {
  m1_sold_out: 'Agotado',
  p1_from_price: 'Desde %price%',
  p1_percent_off: '%percent% dcto.',
  m1_language: 'Idioma',
  m1_language_es: 'Español',
  m1_language_en: 'English',
} as const;
