import { KNOWN_PAYMENT_METHODS } from '@comanda/domain';
import { readModuleFile, TRANSLATION_FILES } from '@comanda/i18n/files';
import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './payment-method-name.ts';

// The back office's own settings texts, with their %name% placeholders filled as the page's i18next does.
const textsIn = async (language: string) =>
  (await readModuleFile(TRANSLATION_FILES, '9000', language, 'settings'))!;
const translator = (texts: Record<string, string>) => (key: string, params?: Record<string, unknown>) =>
  (texts[key] ?? `¿${key}?`).replace(/%(\w+)%/g, (_, name: string) => String(params?.[name]));
const t = translator(await textsIn('es'));

describe('paymentMethodName', () => {
  it('names a known method by its kind, without its code when no other code shares the kind', () => {
    expect(paymentMethodName(t, 0)).toBe('Pago al recibir');
    expect(paymentMethodName(t, -9001)).toBe('Transferencia bancaria');
  });
  it('says the code of a kind several codes share, and of a venue’s own method', () => {
    expect(paymentMethodName(t, 5025)).toBe('Tarjeta en el terminal · código 5025');
    expect(paymentMethodName(t, -2)).toBe('Medio propio al recibir · código -2');
  });
  it('has a name for every method the spec knows, in Spanish and English', async () => {
    const en = translator(await textsIn('en'));
    for (const { code } of KNOWN_PAYMENT_METHODS) {
      expect(paymentMethodName(t, code)).not.toContain('¿');
      expect(paymentMethodName(en, code)).not.toContain('¿');
    }
    expect(paymentMethodName(en, -9001)).toBe('Bank transfer');
  });
});
