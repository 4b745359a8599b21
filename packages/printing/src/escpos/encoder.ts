import { STAR_PROFILE } from '../star/star-profile.ts';
import type { Ticket } from '../ticket/elements.ts';
import { type LineStyle, layoutTicket, PLAIN, type PrintBlock } from '../ticket/layout.ts';
import { ByteWriter } from './byte-writer.ts';
import { type CodePage, encodeText, PC858 } from './code-page.ts';
import { LF } from './commands.ts';
import { EPSON_PROFILE } from './epson-profile.ts';
import type { CommandProfile, PrinterProfileName } from './profile.ts';
import { pdf417Bitmap, qrBitmap } from './symbols.ts';

export { nativePdf417, nativeQr, raster } from './epson-profile.ts';

/** What the printer can draw itself. Without native symbols they are sent as raster images. */
export type PrinterCapabilities = { qr: boolean; pdf417: boolean };

export type EncodeOptions = {
  /** The printer's command set: 'epson' ESC/POS (default) or 'star' Star Line Mode. */
  profile?: PrinterProfileName;
  codePage?: CodePage;
  capabilities?: Partial<PrinterCapabilities>;
};

export function commandProfile(name: PrinterProfileName = 'epson'): CommandProfile {
  return name === 'star' ? STAR_PROFILE : EPSON_PROFILE;
}

/** Ticket model → printer bytes (Epson ESC/POS or Star Line Mode), ready for any transport. */
export function encodeTicket(ticket: Ticket, options: EncodeOptions = {}): Uint8Array {
  return encodeBlocks(layoutTicket(ticket), options);
}

export function encodeBlocks(blocks: readonly PrintBlock[], options: EncodeOptions = {}): Uint8Array {
  const profile = commandProfile(options.profile);
  const codePage = options.codePage ?? PC858;
  const capabilities: PrinterCapabilities = { qr: true, pdf417: true, ...options.capabilities };
  const out = new ByteWriter();
  const state = new StyleState(out, profile);
  out.push(profile.initialize());
  out.push(profile.selectCodePage(codePage));
  for (const block of blocks) {
    switch (block.kind) {
      case 'line':
        state.apply(block.style);
        out.push(encodeText(block.text, codePage));
        out.push([LF]);
        break;
      case 'feed':
        out.push(profile.feed(block.lines));
        break;
      case 'qr':
        state.apply({ ...PLAIN, align: block.align });
        if (capabilities.qr) out.push(profile.qr(block.payload, block.moduleDots));
        else out.push(profile.raster(qrBitmap(block.payload, block.moduleDots)));
        break;
      case 'pdf417':
        state.apply({ ...PLAIN, align: block.align });
        if (capabilities.pdf417) out.push(profile.pdf417(block.payload, block.moduleDots));
        else out.push(profile.raster(pdf417Bitmap(block.payload, block.moduleDots)));
        break;
      case 'image':
        state.apply({ ...PLAIN, align: block.align });
        out.push(profile.raster(block.bitmap));
        break;
      case 'cut':
        out.push(profile.cut());
        break;
    }
  }
  return out.toBytes();
}

/**
 * Sends a style command only when the style changes: smaller tickets, and golden bytes stay
 * readable. The state starts as the printer's after ESC @.
 */
class StyleState {
  private current: LineStyle = { ...PLAIN };
  constructor(
    private readonly out: ByteWriter,
    private readonly profile: CommandProfile,
  ) {}

  apply(next: LineStyle): void {
    const now = this.current;
    const p = this.profile;
    if (next.align !== now.align) this.out.push(p.align(next.align));
    if (next.bold !== now.bold) this.out.push(p.bold(next.bold));
    if (next.underline !== now.underline) this.out.push(p.underline(next.underline));
    if (next.invert !== now.invert) this.out.push(p.invert(next.invert));
    if (next.width !== now.width || next.height !== now.height) {
      this.out.push(p.size(next.width, next.height));
    }
    this.current = { ...next };
  }
}
