import { describe, expect, it } from 'vitest';
import { checkUserData, contactChoices, isValidPhone, isValidUserName } from './kiosk-user-data.ts';

describe('kiosk user data (spec/3 §5)', () => {
  it('needs a name of at least 3 characters after trimming', () => {
    expect(isValidUserName('  Al ')).toBe(false);
    expect(isValidUserName(' Ana ')).toBe(true);
  });

  it('checks the phone by country plan, with or without the dialling code', () => {
    expect(isValidPhone('9 1234 5678', 'CL')).toBe(true);
    expect(isValidPhone('+56 9 1234 5678', 'CL')).toBe(true);
    expect(isValidPhone('+54 9 1234 5678', 'CL')).toBe(false);
    expect(isValidPhone('12345', 'CL')).toBe(false);
    expect(isValidPhone('2025550123', 'US')).toBe(true);
    expect(isValidPhone('abc', 'ES')).toBe(false);
  });

  it('offers both fields only for emailAndPhone; continue needs the chosen pair', () => {
    expect(contactChoices('emailAndPhone')).toEqual(['email', 'phone']);
    expect(contactChoices('phone')).toEqual(['phone']);
    const data = { name: 'Ana', email: 'ana@correo.cl', phone: '', country: 'CL' as const };
    expect(checkUserData(data, 'email').ok).toBe(true);
    expect(checkUserData(data, 'phone')).toEqual({ name: true, contact: false, ok: false });
    expect(checkUserData({ ...data, email: 'ana@' }, 'email').ok).toBe(false);
  });
});
