/**
 * CSV as spreadsheet apps open it (RFC 4180): fields separated by commas, lines ended by CRLF, a field with a
 * comma, a double quote or a line break in double quotes with its quotes doubled. The file starts with a
 * UTF-8 byte order mark, without which Excel reads 'Día' as 'DÃ­a'.
 */
export const CSV_BOM = '\uFEFF';

/**
 * A text that starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so a name
 * a restaurant typed cannot run as a formula in the manager's spreadsheet (OWASP 'CSV injection'). Numbers
 * are written as they are.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as one CSV document, BOM first. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  `${CSV_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
