import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** What the person types on the local provider's login screen. */
export type SandboxPerson = {
  email: string;
  given?: string;
  family?: string;
  share?: boolean;
  unverified?: boolean;
  /** Apple's 'Hide My Email'. */
  hideEmail?: boolean;
};

/** How the provider sent the browser back: to this URL, by a redirect (GET) or a posted form (form_post). */
export type BackAtPlatform = { url: URL; form: URLSearchParams | null };

const unescapeHtml = (text: string) =>
  text.replace(/&(#\d+|quot|amp|lt|gt|#x27);/g, (_entity, name: string) => {
    if (name.startsWith('#x')) return String.fromCharCode(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCharCode(Number(name.slice(1)));
    return ({ quot: '"', amp: '&', lt: '<', gt: '>' } as Record<string, string>)[name]!;
  });

/**
 * The browser at the local provider (dev/local-idp.ts, whose issuer `idp` names), played by fetch with a cookie jar: follows its redirects
 * through the login screen until it points back at the platform — by a redirect, or by the self-submitting form
 * of a form_post answer (Apple), whose fields it reads as the browser would post them.
 */
export async function atProvider(
  idp: { issuer: string },
  publicUrl: string,
  authorizeUrl: string,
  act: { person?: SandboxPerson; cancel?: true },
): Promise<BackAtPlatform> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  let res = await go(authorizeUrl);
  const interaction = new URL(res.headers.get('location')!, idp.issuer);
  expect(interaction.pathname).toMatch(/^\/interaction\//);
  const page = await (await go(interaction.href)).text();
  expect(page).toContain('Proveedor de identidad de prueba');
  const form = new URLSearchParams();
  if (act.person) {
    const { email, given = 'Eva', family = 'Social', share = true, unverified, hideEmail } = act.person;
    form.set('email', email);
    form.set('given_name', given);
    form.set('family_name', family);
    if (share) form.set('share', 'on');
    if (unverified) form.set('unverified', 'on');
    if (hideEmail) form.set('hide_email', 'on');
  }
  res = await go(`${interaction.href}/${act.cancel ? 'cancel' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  // The provider resumes the authorization, then sends the browser to the platform's callback.
  for (let hops = 0; hops < 5; hops++) {
    const location = res.headers.get('location');
    if (!location) {
      const html = await res.text();
      const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
      if (!action) throw new Error(`the provider answered neither a redirect nor a form: ${res.status}`);
      const fields = new URLSearchParams();
      for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
        fields.set(name!, unescapeHtml(value!));
      return { url: new URL(unescapeHtml(action)), form: fields };
    }
    const next = new URL(location, idp.issuer);
    if (next.origin === publicUrl) return { url: next, form: null };
    res = await go(next.href);
  }
  throw new Error('the provider never sent the browser back');
}

/** The platform's callback as the browser reaches it; answers the landing page's query. */
export async function atCallback(app: FastifyInstance, publicUrl: string, back: BackAtPlatform) {
  const res = back.form
    ? await app.inject({
        method: 'POST',
        url: back.url.pathname + back.url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: back.form.toString(),
      })
    : await app.inject({ method: 'GET', url: back.url.pathname + back.url.search });
  expect(res.statusCode).toBe(303);
  const landing = new URL(res.headers.location as string, publicUrl);
  expect(landing.pathname).toBe('/l/sociallogin');
  return landing.searchParams;
}
