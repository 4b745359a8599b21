import type { kiosk as es } from '../es/kiosk.ts';

/** English texts: kiosk. Same keys as Spanish. */
export const kiosk: Record<keyof typeof es, string> = {
  m2000_welcome: 'Welcome',
  m2000_touch_to_start: 'Touch to start',
  m2000_language: 'Language',
  m2000_lang_es: 'Español',
  m2000_lang_en: 'English',
  m2000_loading: 'Loading…',
  m2000_all: 'All',
  m2000_categories: 'Categories',
  m2000_products: 'Products',
  m2000_sold_out: 'Sold out',
  m2000_no_products: 'There are no products in this category',
  m2000_back_to_welcome: 'Back to start',
  m2000_not_paired: 'This kiosk is not paired with a restaurant yet.',
  m2000_load_error: 'We could not load the restaurant.',
  m2000_retry: 'Try again',
  p2000_from: 'From %price%',
  p2000_logo_alt: '%name% logo',
};
