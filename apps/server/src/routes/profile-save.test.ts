import { ZProfile } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function diner(email: string) {
  const token = await signIn(t.app, email);
  const headers = { authorization: `Bearer ${token}` };
  return {
    save: (payload: object) => t.app.inject({ method: 'POST', url: '/srv/profilesave', headers, payload }),
    profile: async () =>
      ZProfile.parse((await t.app.inject({ method: 'GET', url: '/srv/profileinfo', headers })).json().data),
  };
}

describe('a whole profile (issue 16 item 2, spec/2 §3 allowed saved fields)', () => {
  it('keeps every allowed field, the country and language, and gives each diner a client code of its own', async () => {
    const ana = await diner('perfil-ana@example.com');
    const res = await ana.save({
      nm: 'Ana',
      ln: 'Pérez',
      username: 'anap',
      ge: 'f',
      fnY: 1990,
      fnM: 2,
      fnD: 28,
      rut: '12.345.678-5',
      ph: '+56 9 8765 4321',
      prefs: { idi: 'en', pc: 'cl' },
    });
    expect(res.statusCode).toBe(200);
    const saved = await ana.profile();
    expect(saved.detApp).toMatchObject({
      nm: 'Ana',
      ln: 'Pérez',
      username: 'anap',
      ge: 'f',
      fnY: 1990,
      fnM: 2,
      fnD: 28,
      rut: '12.345.678-5',
      ph: '+56 9 8765 4321',
    });
    expect(saved.prefs).toEqual({ idi: 'en', pc: 'cl' });
    expect(saved.pc).toBe('cl');
    expect(saved.client_code).toMatch(/^[0-9A-F]{10}$/);
    const bea = await (await diner('perfil-bea@example.com')).profile();
    expect(bea.client_code).toMatch(/^[0-9A-F]{10}$/);
    expect(bea.client_code).not.toBe(saved.client_code);
    // A profile whose country was never chosen reads as cl, the spec's default.
    expect(bea.pc).toBe('cl');
  });

  it('refuses any other field by name, changing nothing', async () => {
    const cris = await diner('perfil-cris@example.com');
    const res = await cris.save({ nm: 'Cris', em: 'otro@example.com', client_code: 'AAAA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', key: 'p1_err_invalid_request' });
    expect(res.json().error.message).toMatch(/^Solicitud inválida: .*em.*client_code/);
    const kept = await cris.profile();
    expect(kept.detApp.nm).toBe('');
    expect(kept.detApp.em).toBe('perfil-cris@example.com');
    const country = await cris.save({ prefs: { pc: 'br' } });
    expect(country.statusCode).toBe(400);
    expect(country.json().error.params.fields).toBe('prefs.pc');
  });

  it("checks the phone per the profile's country: 'Teléfono inválido'", async () => {
    const dani = await diner('perfil-dani@example.com');
    expect((await dani.save({ prefs: { pc: 'es' } })).statusCode).toBe(200);
    const chilean = await dani.save({ ph: '2 2345 6789' });
    expect(chilean.statusCode).toBe(400);
    expect(chilean.json().error).toEqual({
      code: 'invalid_profile',
      key: 'm1_err_profile_phone',
      message: 'Teléfono inválido',
    });
    expect((await dani.save({ ph: '612 34 56 78' })).statusCode).toBe(200);
    // Back in Chile the Santiago number is taken, and a Spanish one with its country code.
    expect((await dani.save({ prefs: { pc: 'cl' }, ph: '2 2345 6789' })).statusCode).toBe(200);
    expect((await dani.save({ ph: '+34 612 34 56 78' })).statusCode).toBe(200);
    expect((await dani.profile()).detApp.ph).toBe('+34 612 34 56 78');
  });

  it("verifies a Chilean RUT's check digit and a birth date's day, changing nothing when refused", async () => {
    const eva = await diner('perfil-eva@example.com');
    const rut = await eva.save({ nm: 'Eva', rut: '12.345.678-6' });
    expect(rut.statusCode).toBe(400);
    expect(rut.json().error).toMatchObject({
      key: 'm1_err_profile_rut',
      message: 'RUT inválido: revisa el dígito verificador',
    });
    const day = await eva.save({ fnY: 2001, fnM: 2, fnD: 29 });
    expect(day.json().error.message).toBe('La fecha de nacimiento no existe');
    expect((await eva.profile()).detApp).toMatchObject({ nm: '', rut: '', fnY: null });
    // Another country's tax id is taken as typed.
    expect((await eva.save({ prefs: { pc: 'es' }, rut: 'X1234567L' })).statusCode).toBe(200);
  });
});
