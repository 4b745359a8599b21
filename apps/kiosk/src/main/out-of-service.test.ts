import { describe, expect, it, vi } from 'vitest';
import { outOfServicePage, outOfServiceUrl } from './out-of-service.ts';

vi.mock('electron', () => ({}));

describe('the out-of-service screen', () => {
  it("says spec/3 §8's 'Dispositivo no disponible' in Spanish, then English, as a self-contained page", async () => {
    const url = await outOfServiceUrl();
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    const html = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(html).toContain('<h1>Dispositivo no disponible</h1>');
    expect(html).toContain('Momentáneamente, este dispositivo se encuentra fuera de servicio.');
    expect(html).toContain('Device not available. This device is temporarily out of service.');
    // Nothing that could fail to load or run: no script, no external file.
    expect(html).not.toMatch(/<script|src=|href=|url\(/i);
  });

  it('escapes its texts', () => {
    const html = outOfServicePage({ title: '<b>x</b>', body: 'a & b' }, { title: 'T', body: 'B' });
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('a &#38; b');
  });
});
