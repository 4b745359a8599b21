import { describe, expect, it } from 'vitest';
import { sandbox as en } from './locales/en/sandbox.ts';
import { sandbox as es } from './locales/es/sandbox.ts';
import { sandboxText } from './sandbox.ts';

describe('the sandbox payment pages’ texts (issue 15)', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });
  it('fills placeholders in the language asked for', () => {
    expect(sandboxText('es', 'p1_sandbox_order_number', { number: 12 })).toBe('Pedido n.º 12');
    expect(sandboxText('en', 'p1_sandbox_order_number', { number: 12 })).toBe('Order no. 12');
  });
});
