import { createIminTransport, type IminTransportOptions } from './imin-transport.ts';
import type { PrinterTransport } from './printer-transport.ts';
import { createSerialTransport, type SerialTransportOptions } from './serial-transport.ts';
import { createTcpTransport, type TcpTransportOptions } from './tcp-transport.ts';

export type TransportOverrides = {
  tcp?: Partial<TcpTransportOptions>;
  serial?: Partial<SerialTransportOptions>;
  imin?: Partial<IminTransportOptions>;
};

/**
 * A transport from the printer address of the kiosk configuration (printerConfig):
 *   tcp://192.168.1.50:9100
 *   serial:/dev/ttyUSB0?baud=9600
 *   imin:/opt/imin/print-escpos      (the device script; arguments through overrides.imin.args)
 */
export function createTransport(address: string, overrides: TransportOverrides = {}): PrinterTransport {
  const tcp = /^tcp:\/\/([^/:?]+)(?::(\d+))?\/?$/i.exec(address);
  if (tcp)
    return createTcpTransport({ ...overrides.tcp, host: tcp[1]!, port: tcp[2] ? Number(tcp[2]) : 9100 });
  if (address.startsWith('serial:')) {
    const [path = '', query = ''] = address.slice('serial:'.length).split('?');
    const baud = new URLSearchParams(query).get('baud');
    if (!path) throw new Error(`printer address '${address}' has no serial device path`);
    return createSerialTransport({ ...overrides.serial, path, baudRate: baud ? Number(baud) : 9600 });
  }
  if (address.startsWith('imin:')) {
    const command = address.slice('imin:'.length);
    if (!command) throw new Error(`printer address '${address}' has no device script`);
    return createIminTransport({ ...overrides.imin, command });
  }
  throw new Error(
    `unknown printer address '${address}': use tcp://host:port, serial:/dev/…?baud=… or imin:command`,
  );
}
