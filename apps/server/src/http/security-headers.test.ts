import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 10 item 5: helmet's headers with a Content-Security-Policy that allows no inline script, frames
// nothing, and HSTS only in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

describe('security headers (issue 10 item 5)', () => {
  it('sends a policy with scripts from this origin only, no framing and no HSTS outside production', async () => {
    for (const url of ['/', '/kiosk/', '/staff', '/srv/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'comanda.test:8080' } });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('style-src'), url).toBe("'self'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('connect-src'), url).toBe("'self' ws://comanda.test:8080 wss://comanda.test:8080");
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("allows a rendered page's own <style> block by its hash, and nothing inline else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    const css = res.body.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(css).toBeDefined();
    const hash = createHash('sha256').update(css!).digest('base64');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('style-src')).toBe(`'self' 'sha256-${hash}'`);
    expect(csp.get('script-src')).toBe("'self'");
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('sends HSTS and upgrades requests when COMANDA_ENV=production', { timeout: 90_000 }, async () => {
    const production = await createTestApp({ http: { production: true } });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/srv/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await production.close();
    }
  });
});
