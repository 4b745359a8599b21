import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import type { AppleSetting } from '../config-social.ts';
import { APPLE_AUDIENCE, APPLE_SECRET_MAX_SECONDS } from '../social/apple-secret.ts';

/** What the person typed on the local provider's login screen: the claims the provider vouches for. */
export type SandboxPerson = {
  email: string;
  givenName: string;
  familyName: string;
  share: boolean;
  verified: boolean;
  /** Apple's 'Hide My Email': the client gets a private relay address instead. */
  hideEmail: boolean;
};

/** The address Apple's private relay gives a person who hides their e-mail: stable per person. */
export const appleRelayEmail = (subject: string) =>
  `${subject.replace(/^sandbox-/, '').slice(0, 16)}@privaterelay.appleid.com`;

/** The e-mail a client gets for a person, or none (not shared, or — for Facebook and VK — not confirmed). */
export function emailFor(person: SandboxPerson, subject: string, clientId: string) {
  if (!person.share) return null;
  if (clientId === 'apple' && person.hideEmail) return appleRelayEmail(subject);
  return person.email;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

export async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return body;
}

/**
 * The profile calls of the OAuth 2 providers the local provider stands in for (issue 16 item 1), in the real
 * providers' shapes, answering for an access token the local provider issued to that provider's client (looked
 * up through oidc-provider: expired, unknown or another client's is refused as the real one refuses it):
 * - Facebook's Graph `GET /graph/{version}/me?fields=…` (Bearer token; appsecret_proof checked when sent);
 * - VK ID's `POST /oauth2/user_info` (client_id and access_token as a form).
 */
export function createProfileApis(
  provider: Provider,
  people: Map<string, SandboxPerson>,
  facebookSecret: string,
) {
  const tokenOf = async (value: string, clientId: string) => {
    const token = value ? await provider.AccessToken.find(value) : undefined;
    if (!token || token.isExpired || token.clientId !== clientId || !token.accountId) return null;
    const person = people.get(token.accountId);
    return person ? { subject: token.accountId, person } : null;
  };

  async function graphMe(req: IncomingMessage, res: ServerResponse, url: URL) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const value = bearer ?? url.searchParams.get('access_token') ?? '';
    const graphError = (message: string) =>
      json(res, 400, { error: { message, type: 'OAuthException', code: 190 } });
    const proof = url.searchParams.get('appsecret_proof');
    const expected = createHmac('sha256', facebookSecret).update(value).digest();
    if (proof && !(proof.length === 64 && timingSafeEqual(Buffer.from(proof, 'hex'), expected)))
      return graphError('Invalid appsecret_proof provided in the API argument');
    const found = await tokenOf(value, 'facebook');
    if (!found) return graphError('Invalid OAuth access token - Cannot parse access token');
    const { subject, person } = found;
    const all: Record<string, string | null> = {
      id: subject,
      // Facebook gives only a confirmed primary e-mail.
      email: person.verified ? emailFor(person, subject, 'facebook') : null,
      first_name: person.givenName,
      last_name: person.familyName,
      name: `${person.givenName} ${person.familyName}`.trim(),
    };
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    json(res, 200, Object.fromEntries(fields.flatMap((field) => (all[field] ? [[field, all[field]]] : []))));
  }

  async function vkUserInfo(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const found = form.get('client_id') === 'vk' ? await tokenOf(form.get('access_token') ?? '', 'vk') : null;
    // VK ID answers its errors with 200 and an error body.
    if (!found) return json(res, 200, { error: 'invalid_token', error_description: 'invalid access_token' });
    const { subject, person } = found;
    const email = person.verified ? emailFor(person, subject, 'vk') : null;
    json(res, 200, {
      user: {
        user_id: subject,
        first_name: person.givenName,
        last_name: person.familyName,
        ...(email ? { email } : {}),
      },
    });
  }

  /** Answers the request when it is one of these calls; false to let oidc-provider have it. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === 'GET' && /^\/graph\/v[\d.]+\/me$/.test(url.pathname)) await graphMe(req, res, url);
    else if (req.method === 'POST' && url.pathname === '/oauth2/user_info') await vkUserInfo(req, res);
    else return false;
    return true;
  };
}

/**
 * Apple's client authentication as Apple checks it: the client secret an ES256 JWT of the team's key (kid), issued
 * by the team for the Services ID, for Apple's audience, living at most 6 months. oidc-provider knows no such
 * method, so a valid one is swapped for the sandbox client's own secret before oidc-provider reads the request;
 * any other is left to fail as a wrong secret.
 */
export function appleSecretCheck(apple: AppleSetting, publicKeyPem: string, registeredSecret: string) {
  const publicKey = importSPKI(publicKeyPem, 'ES256');
  const valid = async (jwt: string) => {
    try {
      if (decodeProtectedHeader(jwt).kid !== apple.keyId) return false;
      const { payload } = await jwtVerify(jwt, await publicKey, {
        algorithms: ['ES256'],
        issuer: apple.teamId,
        subject: apple.clientId,
        audience: APPLE_AUDIENCE,
        requiredClaims: ['iat', 'exp'],
      });
      return payload.exp! - payload.iat! <= APPLE_SECRET_MAX_SECONDS;
    } catch {
      return false;
    }
  };
  return async (form: URLSearchParams) => {
    if (form.get('client_id') !== apple.clientId) return form;
    const secret = form.get('client_secret') ?? '';
    form.set('client_secret', (await valid(secret)) ? registeredSecret : '');
    return form;
  };
}
