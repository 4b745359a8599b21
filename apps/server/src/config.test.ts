import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('server configuration (README "Configuration")', () => {
  it('runs browser-mode totems unless told off, and refuses any other value by name', () => {
    expect(readConfig({}).browserKiosk).toBe(true);
    expect(readConfig({ COMANDA_BROWSER_KIOSK: 'off' }).browserKiosk).toBe(false);
    expect(() => readConfig({ COMANDA_BROWSER_KIOSK: 'no' })).toThrow(
      'COMANDA_BROWSER_KIOSK debe ser on u off: no',
    );
  });

  it('refuses a bad port, log level or database URL by name', () => {
    expect(() => readConfig({ PORT: 'x' })).toThrow('PORT no es un puerto válido: x');
    expect(() => readConfig({ COMANDA_LOG: 'loud' })).toThrow('COMANDA_LOG');
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
  });
});
