import type { common as es } from '../es/common.ts';

/** English texts: common. Same keys as Spanish. */
export const common: Record<keyof typeof es, string> = {
  m1_sold_out: 'Sold out',
  p1_from_price: 'From %price%',
  p1_percent_off: '%percent% off',
  m1_language: 'Language',
  m1_connection_error: 'Internet connection error, please try again later',
  m1_request_timeout: 'The server did not answer in time, please try again later',
};
