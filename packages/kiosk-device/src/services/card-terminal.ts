/** What a charge asks of a card terminal: the amount in minor units, the currency code, our reference. */
export type CardCharge = { amount: number; currency: string; reference: string };
/** The terminal's answer: approved or not, its own reference for the charge, a message for the record. */
export type CardChargeResult = { approved: boolean; reference: string; message: string };

/**
 * A card terminal (codes 5025, 5310, 1500, 1600, spec/3 §9) as the payment step uses it. A real adapter
 * (the vendor's SDK or serial protocol) implements this same interface; `id` is the terminal id the order
 * keeps (spec/3 §5).
 */
export type CardTerminal = {
  readonly id: string;
  charge(charge: CardCharge): Promise<CardChargeResult>;
};

/**
 * auto: approve, except amounts ending in 13 (a decline a test can provoke); or always one answer; wait: the
 * diner has not presented a card yet — a charge answers only once the mode changes, by the new mode.
 */
export type SandboxTerminalMode = 'auto' | 'approve' | 'decline' | 'wait';

export type SandboxCardTerminal = CardTerminal & { setMode(mode: SandboxTerminalMode): void };

/**
 * A SANDBOX terminal: no card, no money. It answers after `delayMs` (a diner's tap at a real terminal) by
 * its mode; `dev.cardTerminal` changes the mode outside production. Every totem here uses it until a real
 * adapter exists.
 */
export function createSandboxCardTerminal(
  opts: { id?: string; delayMs?: number; mode?: SandboxTerminalMode } = {},
): SandboxCardTerminal {
  let mode = opts.mode ?? 'auto';
  let count = 0;
  let presented: (() => void)[] = [];
  return {
    id: opts.id ?? 'SANDBOX-1',
    setMode(next) {
      mode = next;
      if (mode === 'wait') return;
      for (const resume of presented) resume();
      presented = [];
    },
    async charge({ amount, currency, reference }) {
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      while (mode === 'wait') await new Promise<void>((resolve) => presented.push(resolve));
      const approved = mode === 'auto' ? amount % 100 !== 13 : mode === 'approve';
      count += 1;
      return {
        approved,
        reference: `SANDBOX-${reference.slice(0, 40)}-${count}`,
        message: approved
          ? `Sandbox: ${amount} ${currency} aprobado`
          : `Sandbox: ${amount} ${currency} rechazado`,
      };
    },
  };
}
