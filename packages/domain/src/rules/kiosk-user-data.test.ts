import { describe, expect, it } from 'vitest';
import { checkUserData, contactChoices, isValidUserName } from './kiosk-user-data.ts';

describe('kiosk user data (spec/3 §5)', () => {
  it('needs a name of at least 3 characters after trimming', () => {
    expect(isValidUserName('  Al ')).toBe(false);
    expect(isValidUserName(' Ana ')).toBe(true);
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
