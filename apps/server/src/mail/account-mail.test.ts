import { describe, expect, it } from 'vitest';
import { codeMail, confirmMail, resetMail } from './account-mail.ts';

describe('account mails (spec/2 §4, §8)', () => {
  it('the sign-in code in the subject and the body, in the diner’s language', () => {
    expect(codeMail('es', 'ana@example.com', 'QZUXNC')).toEqual({
      to: 'ana@example.com',
      subject: 'Tu código de acceso: QZUXNC',
      body: 'Tu código para entrar a Comanda es QZUXNC.\nVence en 10 minutos. Si no lo pediste, ignora este correo.',
    });
    expect(codeMail('en', 'ana@example.com', 'QZUXNC').subject).toBe('Your sign-in code: QZUXNC');
  });

  it('the confirmation and reset links, each in its language, with how long the link lasts', () => {
    const url = 'https://comanda.example/l/profilecreated/abc';
    expect(confirmMail('es', 'ana@example.com', url)).toMatchObject({
      subject: 'Confirma tu cuenta de Comanda',
      body: expect.stringContaining(`\n${url}\nSirve una vez, dentro de 24 horas.`),
    });
    expect(confirmMail('en', 'ana@example.com', url).body).toContain(
      `\n${url}\nIt works once, within 24 hours.`,
    );
    expect(resetMail('es', 'ana@example.com', url)).toMatchObject({
      subject: 'Restablece tu contraseña de Comanda',
      body: expect.stringContaining(`\n${url}\nSirve una vez, dentro de 1 hora.`),
    });
    expect(resetMail('en', 'ana@example.com', url).subject).toBe('Reset your Comanda password');
  });
});
