import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv.ts';

describe('CSV (RFC 4180, as spreadsheet apps read it)', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Efectivo')).toBe('Efectivo');
    expect(csvField('Transferencia, banco')).toBe('"Transferencia, banco"');
    expect(csvField('Tarjeta "débito"')).toBe('"Tarjeta ""débito"""');
    expect(csvField('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvField(12500)).toBe('12500');
  });

  it('keeps a typed name from running as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Día', 1],
        ['Total', 2],
      ]),
    ).toBe(`${CSV_BOM}Día,1\r\nTotal,2\r\n`);
    expect(Buffer.from(toCsv([['a']])).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
