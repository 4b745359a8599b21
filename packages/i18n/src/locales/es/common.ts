/**
 * Spanish texts: common. Shared by the diner web site and the kiosk (the pieces of packages/ui read them
 * through their callers), so a product card says the same thing on both.
 */
export const common = {
  m1_sold_out: 'Agotado',
  p1_from_price: 'Desde %price%',
  p1_percent_off: '%percent% dcto.',
  m1_language: 'Idioma',
  // Failed platform calls (spec/2 §8 gives the connection text; the timeout follows it, issue 10 item 6).
  m1_connection_error: 'Error de Conexión de Internet, intente más tarde',
  m1_request_timeout: 'El servidor no respondió a tiempo, intente más tarde',
} as const;
