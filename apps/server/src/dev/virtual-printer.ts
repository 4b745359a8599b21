import { startVirtualPrinter, type VirtualPrinter } from '@comanda/printing';

/** Tickets kept for the /printer page; older ones are forgotten so a long demo cannot fill memory. */
export const VIRTUAL_PRINTER_KEEP = 200;

/** Where it listens (COMANDA_VIRTUAL_PRINTER, read by config-surfaces.ts); null when off. */
export type VirtualPrinterSetting = { host: string; port: number } | null;

export type VirtualPrinterService = {
  printer: VirtualPrinter | null;
  /** tcp://host:port to give the browser-mode kiosk, or null when there is no virtual printer. */
  address: string | null;
  /** One line for the start banner, saying where it listens or why it does not. */
  banner: string;
  close(): Promise<void>;
};

/**
 * Starts the demo's virtual printer (DESIGN 'Real parts'): where a network printer would listen. A port already taken (a real printer service,
 * another `npm start`) is not a reason to stop the platform: the banner says so and the server goes
 * on without it; the kiosk then prints to whatever its configuration names.
 */
export async function startVirtualPrinterService(
  setting: VirtualPrinterSetting,
): Promise<VirtualPrinterService> {
  const none = (banner: string): VirtualPrinterService => ({
    printer: null,
    address: null,
    banner,
    close: async () => {},
  });
  if (!setting) return none('Impresora virtual: desactivada (COMANDA_VIRTUAL_PRINTER=off)');
  try {
    const printer = await startVirtualPrinter({ ...setting, keep: VIRTUAL_PRINTER_KEEP });
    const address = `tcp://${printer.host}:${printer.port}`;
    return { printer, address, banner: `Impresora virtual: ${address}`, close: () => printer.close() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${setting.host}:${setting.port}`;
    return none(
      code === 'EADDRINUSE'
        ? `Impresora virtual: el puerto ${where} está ocupado; el servidor sigue sin ella (COMANDA_VIRTUAL_PRINTER=host:puerto para otro)`
        : `Impresora virtual: no pudo escuchar en ${where} (${(error as Error).message}); el servidor sigue sin ella`,
    );
  }
}
