import { describe, expect, it } from 'vitest';
import { lastContact, printerSummary } from './device-state.ts';

// A translator that shows the key and its parameters, so the tests read which text was chosen.
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key}(${Object.values(params).join(',')})` : key) as unknown as Parameters<
  typeof lastContact
>[0];

describe('a device as /staff/kiosks shows it', () => {
  const now = Date.parse('2026-11-25T16:00:00Z');

  it('says how long ago it called: seconds, minutes, else the date; never before its first report', () => {
    expect(lastContact(t, null, now)).toBe('m9000_device_never_seen');
    expect(lastContact(t, '2026-11-25T15:59:48Z', now)).toBe('p9000_device_seen_seconds(12)');
    expect(lastContact(t, '2026-11-25T15:57:10Z', now)).toBe('p9000_device_seen_minutes(2)');
    expect(lastContact(t, '2026-11-25T14:00:00Z', now)).toBe(
      new Date('2026-11-25T14:00:00Z').toLocaleString(),
    );
  });

  it('sums up the printer: connection, paper, cover, queue and last error', () => {
    expect(printerSummary(t, null)).toBe('m9000_device_printer_unknown');
    const printer = {
      target: 'tcp://10.0.0.9:9100',
      columns: 48,
      connected: false,
      paper: 'out' as const,
      coverOpen: true,
      lastError: 'Sin papel',
      pending: 3,
    };
    expect(printerSummary(t, printer)).toBe(
      'm9000_device_printer_offline · m9000_device_paper_out · m9000_device_cover_open · p9000_device_pending(3) · Sin papel',
    );
    expect(
      printerSummary(t, {
        ...printer,
        connected: true,
        paper: 'ok',
        coverOpen: false,
        lastError: null,
        pending: 0,
      }),
    ).toBe('m9000_device_printer_connected · m9000_device_paper_ok');
  });
});
