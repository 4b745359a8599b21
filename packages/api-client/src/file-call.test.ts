import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createFileCaller } from './call.ts';

/** A file download (the closing report's CSV): the token in the header, never the address; refusals as errors. */
describe('createFileCaller', () => {
  it('sends the conventions and the bearer token, and answers the bytes and their file name', async () => {
    let seen: { url: string; headers: Record<string, string> } | null = null;
    const download = createFileCaller({
      baseUrl: 'http://platform',
      token: () => 'secret-token',
      fetch: async (url, init) => {
        seen = { url: String(url), headers: init?.headers as Record<string, string> };
        return new Response('\uFEFFa,b\r\n', {
          headers: {
            'content-disposition': 'attachment; filename="informe-ventas-101-2026-11-23-2026-11-23.csv"',
          },
        });
      },
    });
    const file = await download('/srv/staff/reports/sales.csv', 'text/csv', { irl: 'x-1', lang: 'es' });
    expect(file.fileName).toBe('informe-ventas-101-2026-11-23-2026-11-23.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).subarray(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(seen!.url).toBe('http://platform/srv/staff/reports/sales.csv?amb=PROD&irl=x-1&lang=es');
    expect(seen!.url).not.toContain('secret-token');
    expect(seen!.headers.authorization).toBe('Bearer secret-token');
  });

  it('throws the refusal the server sent, with its code and key', async () => {
    const download = createFileCaller({
      baseUrl: '',
      fetch: async () =>
        new Response(
          JSON.stringify({
            ok: false,
            error: {
              code: 'forbidden',
              key: 'm1_err_forbidden_module',
              message: 'No tienes permisos para este módulo',
            },
          }),
          { status: 403 },
        ),
    });
    const refused = await download('/srv/staff/reports/sales.csv', 'text/csv').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'forbidden', key: 'm1_err_forbidden_module' });
  });

  it('says a lost connection in the reader’s language', async () => {
    const download = createFileCaller({
      baseUrl: '',
      translate: (key) => `t:${key}`,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const lost = await download('/x', 'text/csv').catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).message).toMatch(/^t:/);
  });
});
