import { ApiError } from '@comanda/api-client';
import { CART_REFUSALS } from '@comanda/domain';
import { createI18n } from '@comanda/i18n';
import { serverTexts } from '@comanda/i18n/server-text';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The site's translator without the page around it (language.ts reads storage and the document).
const translator = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createI18n> }));
vi.mock('./language.ts', () => ({
  get i18n() {
    return translator.current;
  },
}));
const { errorMessage, sayError } = await import('./error-message.ts');

beforeEach(() => {
  translator.current = createI18n({
    language: 'en',
    files: ['server'],
    embedded: { es: { server: serverTexts.es }, en: { server: serverTexts.en } },
  });
});

describe('errorMessage (issue 11 item 3)', () => {
  it("says a server refusal in the diner's language from its key and parameters", () => {
    const refusal = new ApiError(
      "No hay stock suficiente de 'Pizza': quedan 1, pediste 3",
      409,
      'out_of_stock',
      'p1_err_out_of_stock',
      { name: 'Pizza', available: 1, need: 3 },
    );
    expect(errorMessage(refusal)).toBe("Not enough stock of 'Pizza': 1 left, you asked for 3");
  });

  it('translates the texts inside the parameters too', () => {
    const refusal = new ApiError('…', 400, 'invalid-line', 'p1_err_invalid_line_named', {
      line: 2,
      name: 'Pizza',
      problem: { key: 'p1_err_line_extra_sold_out', params: { extra: 'queso' } },
    });
    expect(errorMessage(refusal)).toBe("Invalid order data: Line 2 ('Pizza'): the extra 'queso' is sold out");
  });

  it("says a domain rule's refusal in the diner's language", () => {
    expect(errorMessage(CART_REFUSALS.quantityLimit(5))).toBe('You can order at most 5 of this product');
  });

  it("falls back to the server's message for a key it does not know, and keeps other errors' messages", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(errorMessage(new ApiError('Mensaje nuevo', 400, 'x', 'm1_err_from_a_newer_server'))).toBe(
      'Mensaje nuevo',
    );
    errors.mockRestore();
    expect(errorMessage(new ApiError('Sin conexión', 0, 'network'))).toBe('Sin conexión');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});

describe('sayError: the server texts are not in the first load (issue 11)', () => {
  it("fetches the server's texts before saying a domain refusal, which carries no words of its own", async () => {
    const asked: string[] = [];
    translator.current = createI18n({
      language: 'en',
      files: ['common'],
      laterFiles: ['server'],
      embedded: { es: { common: {} }, en: { common: {} } },
      backend: {
        type: 'backend',
        init: () => {},
        read: (
          language: string,
          file: string,
          done: (error: null, texts: Record<string, string>) => void,
        ) => {
          asked.push(`${language}/${file}`);
          done(null, language === 'en' ? serverTexts.en : serverTexts.es);
        },
      },
    });
    const refusal = CART_REFUSALS.quantityLimit(5);
    expect(refusal).not.toHaveProperty('message');
    expect(await sayError(refusal)).toBe('You can order at most 5 of this product');
    expect(asked).toContain('en/server');
  });
});
