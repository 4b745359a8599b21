import { describe, expect, it } from 'vitest';
import { tableLabel } from './table-label.ts';

describe("table label (issue 15 item 7: no 'Mesa Mesa')", () => {
  it('writes a name that starts with a word as it is', () => {
    expect(tableLabel('Mesa 4', 'Mesa')).toBe('Mesa 4');
    expect(tableLabel('mesa 4', 'Mesa')).toBe('mesa 4');
    expect(tableLabel('Table 4', 'Table')).toBe('Table 4');
    expect(tableLabel('Barra 2', 'Mesa')).toBe('Barra 2');
  });
  it("puts the language's word before a bare number or code", () => {
    expect(tableLabel('4', 'Mesa')).toBe('Mesa 4');
    expect(tableLabel(' 12B ', 'Table')).toBe('Table 12B');
    expect(tableLabel('', 'Mesa')).toBe('');
  });
});
