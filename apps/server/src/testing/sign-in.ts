import type { FastifyInstance } from 'fastify';

/** The newest code the development outbox holds for an address. */
export async function codeFromOutbox(app: FastifyInstance, email: string): Promise<string> {
  const outbox = (await app.inject({ method: 'GET', url: '/srv/dev/outbox' })).json().data as {
    to: string;
    subject: string;
  }[];
  const message = outbox.find((m) => m.to === email);
  const code = message?.subject.match(/([A-Z0-9]{6,})$/)?.[1];
  if (!code) throw new Error(`no login code for ${email} in the outbox`);
  return code;
}

/** Signs in by e-mail code as a person would, and answers the session token. */
export async function signIn(app: FastifyInstance, email: string, module = 2000): Promise<string> {
  await app.inject({ method: 'POST', url: '/mw/comandaapp/createuserapp', payload: { em: email } });
  const code = await codeFromOutbox(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/srv/security/login',
    payload: { em: email, cd: code, xmod: module },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return res.json().data.tot1;
}
