/**
 * A table as written for people (issue 15 item 7: no 'Mesa Mesa 4'): a name that starts with a word — 'Mesa
 * 4', 'Table 4', 'Barra 2', 'Terraza' — already says what it is and is written as it is; a bare number or code
 * ('4', '12B') gets the language's word for table before it ('Mesa 4').
 */
export function tableLabel(name: string, word: string): string {
  const text = name.trim();
  if (text === '' || /^\p{L}/u.test(text)) return text;
  return `${word} ${text}`;
}
