import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTransport, printerProfileOf } from './create-transport.ts';

describe('createTransport', () => {
  it('reads the printer addresses of the kiosk configuration', () => {
    expect(createTransport('tcp://192.168.1.50:9100').target).toBe('tcp://192.168.1.50:9100');
    expect(createTransport('tcp://printer.local').target).toBe('tcp://printer.local:9100');
    expect(createTransport('serial:/dev/ttyUSB0?baud=115200').target).toBe('serial:/dev/ttyUSB0?baud=115200');
    expect(createTransport('serial:/dev/ttyUSB0').target).toBe('serial:/dev/ttyUSB0?baud=9600');
    expect(createTransport('imin:/opt/imin/print').target).toBe('imin:/opt/imin/print');
  });

  it('reads the printer profile from the address: ?profile=star, Epson otherwise', () => {
    expect(createTransport('tcp://192.168.1.50:9100').profile).toBe('epson');
    const star = createTransport('tcp://192.168.1.50:9100?profile=star');
    expect(star.profile).toBe('star');
    expect(star.target).toBe('tcp://192.168.1.50:9100');
    expect(createTransport('tcp://printer.local/?profile=STAR').profile).toBe('star');
    expect(createTransport('serial:/dev/ttyUSB0?baud=115200&profile=star')).toMatchObject({
      profile: 'star',
      target: 'serial:/dev/ttyUSB0?baud=115200',
    });
    expect(createTransport('imin:/opt/imin/print').profile).toBe('epson');
    expect(printerProfileOf('tcp://10.0.0.2:9100?profile=star')).toBe('star');
    expect(printerProfileOf('serial:/dev/ttyS0')).toBe('epson');
    expect(() => createTransport('tcp://10.0.0.2?profile=zebra')).toThrow(/unknown profile 'zebra'/);
  });

  it('refuses an address it cannot use, saying which forms work', () => {
    expect(() => createTransport('lpt1')).toThrow(/tcp:\/\/host:port/);
    expect(() => createTransport('serial:')).toThrow(/no serial device/);
  });
});

describe('tcp transport errors', () => {
  it('names the printer and the reason when the port is closed', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const transport = createTransport(`tcp://127.0.0.1:${port}`);
    await expect(transport.send(Uint8Array.of(1))).rejects.toThrow(
      `tcp://127.0.0.1:${port}: cannot connect (ECONNREFUSED)`,
    );
    expect(await transport.status()).toMatchObject({
      connected: false,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('times out on a peer that accepts but never answers status', async () => {
    const server = createServer((socket) => socket.on('error', () => {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const transport = createTransport(`tcp://127.0.0.1:${port}`, { tcp: { statusTimeoutMs: 100 } });
    await expect(transport.send(Uint8Array.of(0x41))).rejects.toMatchObject({ code: 'timeout' });
    expect(await transport.status()).toMatchObject({ connected: true, paper: 'unknown' });
    const trusting = createTransport(`tcp://127.0.0.1:${port}`, { tcp: { confirm: 'written' } });
    await expect(trusting.send(Uint8Array.of(0x41))).resolves.toBeUndefined();
    server.close();
  });
});
