import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { createSerialTransport, type SerialPortLike } from './serial-transport.ts';

const MockBinding = SerialPortMock.binding;
afterEach(() => MockBinding.reset());

/** serialport's own mock port: records what is written, can answer with emitData. */
function mockPort(answer?: (written: Buffer, port: { emitData(data: Buffer): void }) => void) {
  const ports: SerialPortMock[] = [];
  const openPort = (path: string, baudRate: number): SerialPortLike => {
    const port = new SerialPortMock({ path, baudRate, autoOpen: false });
    if (answer) {
      port.on('open', () => {
        const binding = port.port!;
        const write = binding.write.bind(binding);
        binding.write = async (buffer: Buffer) => {
          await write(buffer);
          answer(buffer, binding);
        };
      });
    }
    ports.push(port);
    return port;
  };
  return { openPort, ports };
}

describe('serial transport', () => {
  it('writes the ticket bytes to the port at the configured speed', async () => {
    MockBinding.createPort('/dev/ttyUSB0', { echo: false, record: true });
    const { openPort, ports } = mockPort();
    const transport = createSerialTransport({ path: '/dev/ttyUSB0', baudRate: 19200, openPort });
    await transport.send(Uint8Array.of(0x1b, 0x40, 0x41, 0x0a));
    expect(transport.target).toBe('serial:/dev/ttyUSB0?baud=19200');
    expect(ports[0]!.baudRate).toBe(19200);
    expect([...(ports[0]!.port?.recording ?? [])]).toEqual([0x1b, 0x40, 0x41, 0x0a]);
    expect(ports[0]!.isOpen).toBe(false);
  });

  it('reads paper status with DLE EOT when the printer answers', async () => {
    MockBinding.createPort('/dev/ttyS0', { echo: false, record: true });
    const { openPort } = mockPort((written, port) => {
      if (written[0] === 0x10) port.emitData(Buffer.from([0x12, 0x1e])); // DLE EOT 2: fine, DLE EOT 4: near end
    });
    const transport = createSerialTransport({ path: '/dev/ttyS0', openPort, statusTimeoutMs: 200 });
    expect(await transport.status()).toEqual({
      connected: true,
      coverOpen: false,
      paper: 'low',
      lastError: null,
    });
  });

  it('fails clearly when the device does not exist', async () => {
    const { openPort } = mockPort();
    const transport = createSerialTransport({ path: '/dev/ttyMISSING', openPort });
    await expect(transport.send(Uint8Array.of(1))).rejects.toMatchObject({
      code: 'connect',
      message: /ttyMISSING.*cannot open/,
    });
    expect(await transport.status()).toMatchObject({ connected: false, paper: 'unknown' });
  });
});
