import { StarLineDecoder } from '../star/decoder.ts';
import { EscPosDecoder, type PrinterDecoder } from './decoder.ts';
import type { PrinterProfileName } from './profile.ts';

/** The streaming reader for a printer's command set: EscPosDecoder or StarLineDecoder. */
export function createDecoder(profile: PrinterProfileName = 'epson'): PrinterDecoder {
  return profile === 'star' ? new StarLineDecoder() : new EscPosDecoder();
}
