import { isPrinterProfileName, PRINTER_PROFILES, type PrinterProfileName } from '../escpos/profile.ts';
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
 *   tcp://192.168.1.50:9100?profile=star     (a Star printer in Star Line Mode)
 *   serial:/dev/ttyUSB0?baud=9600            (…&profile=star)
 *   imin:/opt/imin/print-escpos      (the device script; arguments through overrides.imin.args)
 * The returned transport carries the address's `profile` ('epson' when absent) for `encodeTicket`.
 * A Star TCP printer is confirmed by 'written' unless overrides.tcp.confirm says otherwise: Star
 * Line Mode does not answer ESC/POS DLE EOT.
 */
export function createTransport(address: string, overrides: TransportOverrides = {}): PrinterTransport {
  const tcp = /^tcp:\/\/([^/:?]+)(?::(\d+))?\/?(?:\?(.*))?$/i.exec(address);
  if (tcp) {
    const profile = profileFromQuery(address, tcp[3] ?? '');
    const confirm = overrides.tcp?.confirm ?? (profile === 'star' ? 'written' : undefined);
    const transport = createTcpTransport({
      ...overrides.tcp,
      ...(confirm ? { confirm } : {}),
      host: tcp[1]!,
      port: tcp[2] ? Number(tcp[2]) : 9100,
    });
    return { ...transport, profile };
  }
  if (address.startsWith('serial:')) {
    const [path = '', query = ''] = address.slice('serial:'.length).split('?');
    const baud = new URLSearchParams(query).get('baud');
    if (!path) throw new Error(`printer address '${address}' has no serial device path`);
    const profile = profileFromQuery(address, query);
    const transport = createSerialTransport({
      ...overrides.serial,
      path,
      baudRate: baud ? Number(baud) : 9600,
    });
    return { ...transport, profile };
  }
  if (address.startsWith('imin:')) {
    const command = address.slice('imin:'.length);
    if (!command) throw new Error(`printer address '${address}' has no device script`);
    return { ...createIminTransport({ ...overrides.imin, command }), profile: 'epson' };
  }
  throw new Error(
    `unknown printer address '${address}': use tcp://host:port, serial:/dev/…?baud=… or imin:command`,
  );
}

/** The command set a printer address names: `profile=star` in its query, else 'epson'. */
export function printerProfileOf(address: string): PrinterProfileName {
  if (address.startsWith('imin:')) return 'epson';
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
  return profileFromQuery(address, query);
}

function profileFromQuery(address: string, query: string): PrinterProfileName {
  const profile = new URLSearchParams(query).get('profile');
  if (profile === null) return 'epson';
  const name = profile.toLowerCase();
  if (!isPrinterProfileName(name))
    throw new Error(
      `printer address '${address}': unknown profile '${profile}' (use ${PRINTER_PROFILES.join(' or ')})`,
    );
  return name;
}
