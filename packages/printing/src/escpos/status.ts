/**
 * DLE EOT real-time status bytes (Epson). Every answer has bits 1 and 4 set and bits 0 and 7
 * clear, which is how a reader tells a status byte from anything else.
 *  n=1 printer:        bit 3 offline
 *  n=2 offline cause:  bit 2 cover open, bit 5 paper end stopped printing
 *  n=4 paper sensor:   bits 2–3 near end, bits 5–6 paper end
 */
export type PaperState = 'ok' | 'low' | 'out' | 'unknown';

export type PrinterStatus = {
  connected: boolean;
  paper: PaperState;
  coverOpen?: boolean;
  lastError: string | null;
};

export type PrinterCondition = { paper: 'ok' | 'low' | 'out'; coverOpen: boolean };

const FIXED_BITS = 0x12;

export function isStatusByte(byte: number): boolean {
  return (byte & 0x93) === FIXED_BITS;
}

/** The byte a printer in `condition` answers to DLE EOT n (the virtual printer uses this). */
export function statusAnswer(n: number, condition: PrinterCondition): number {
  const offline = condition.coverOpen || condition.paper === 'out';
  switch (n) {
    case 1:
      return FIXED_BITS | (offline ? 0x08 : 0);
    case 2:
      return FIXED_BITS | (condition.coverOpen ? 0x04 : 0) | (condition.paper === 'out' ? 0x20 : 0);
    case 4:
      return FIXED_BITS | (condition.paper === 'low' ? 0x0c : 0) | (condition.paper === 'out' ? 0x60 : 0);
    default:
      return FIXED_BITS;
  }
}

export function paperFromSensor(byte: number): PaperState {
  if (!isStatusByte(byte)) return 'unknown';
  if (byte & 0x60) return 'out';
  if (byte & 0x0c) return 'low';
  return 'ok';
}

export function coverOpenFromOfflineCause(byte: number): boolean | undefined {
  return isStatusByte(byte) ? (byte & 0x04) !== 0 : undefined;
}
