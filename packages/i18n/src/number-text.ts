/**
 * A number as a language writes it in a text (issue 15 item 7: '2,6 km' in Spanish, '2.6 km' in English):
 * a fraction with the language's decimal mark, at most `decimals` of them; a whole number as it is, never
 * grouped (order numbers, minutes and counts read the same in every language).
 */
export function numberText(value: number, language: string, decimals = 1): string {
  if (Number.isInteger(value)) return String(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals, useGrouping: false }).format(
    value,
  );
}
