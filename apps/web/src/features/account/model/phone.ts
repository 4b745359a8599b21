/** The phone input's check (spec/2 §5 'Teléfono inválido'): digits with an optional +, spaces, dashes; 8 to 25. */
export function phoneValid(phone: string): boolean {
  const trimmed = phone.trim();
  return /^\+?[0-9][0-9 ()-]{6,24}$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 8;
}
