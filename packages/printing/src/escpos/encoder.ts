import type { Ticket } from '../ticket/elements.ts';
import { type LineStyle, layoutTicket, PLAIN, type PrintBlock } from '../ticket/layout.ts';
import { type Bitmap, packRows } from './bitmap.ts';
import { ByteWriter } from './byte-writer.ts';
import { type CodePage, encodeText, PC858 } from './code-page.ts';
import * as cmd from './commands.ts';
import {
  DEFAULT_PDF417_MODULE_DOTS,
  DEFAULT_QR_MODULE_DOTS,
  PDF417_ROW_HEIGHT_MODULES,
  pdf417Bitmap,
  qrBitmap,
} from './symbols.ts';

/** What the printer can draw itself. Without native symbols they are sent as raster images. */
export type PrinterCapabilities = { qr: boolean; pdf417: boolean };

export type EncodeOptions = {
  codePage?: CodePage;
  capabilities?: Partial<PrinterCapabilities>;
};

const utf8 = new TextEncoder();

/** Ticket model → Epson ESC/POS bytes, ready for any transport. */
export function encodeTicket(ticket: Ticket, options: EncodeOptions = {}): Uint8Array {
  return encodeBlocks(layoutTicket(ticket), options);
}

export function encodeBlocks(blocks: readonly PrintBlock[], options: EncodeOptions = {}): Uint8Array {
  const codePage = options.codePage ?? PC858;
  const capabilities: PrinterCapabilities = { qr: true, pdf417: true, ...options.capabilities };
  const out = new ByteWriter();
  const state = new StyleState(out);
  out.push(cmd.initialize());
  out.push(cmd.selectCodePage(codePage.escposNumber));
  for (const block of blocks) {
    switch (block.kind) {
      case 'line':
        state.apply(block.style);
        out.push(encodeText(block.text, codePage));
        out.push([cmd.LF]);
        break;
      case 'feed':
        out.push(cmd.feedLines(block.lines));
        break;
      case 'qr':
        state.apply({ ...PLAIN, align: block.align });
        if (capabilities.qr) out.push(nativeQr(block.payload, block.moduleDots));
        else out.push(raster(qrBitmap(block.payload, block.moduleDots)));
        break;
      case 'pdf417':
        state.apply({ ...PLAIN, align: block.align });
        if (capabilities.pdf417) out.push(nativePdf417(block.payload, block.moduleDots));
        else out.push(raster(pdf417Bitmap(block.payload, block.moduleDots)));
        break;
      case 'image':
        state.apply({ ...PLAIN, align: block.align });
        out.push(raster(block.bitmap));
        break;
      case 'cut':
        out.push(cmd.partialCutWithFeed());
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
  constructor(private readonly out: ByteWriter) {}

  apply(next: LineStyle): void {
    const now = this.current;
    if (next.align !== now.align) this.out.push(cmd.align(next.align));
    if (next.bold !== now.bold) this.out.push(cmd.bold(next.bold));
    if (next.underline !== now.underline) this.out.push(cmd.underline(next.underline));
    if (next.invert !== now.invert) this.out.push(cmd.invert(next.invert));
    if (next.width !== now.width || next.height !== now.height) {
      this.out.push(cmd.characterSize(next.width, next.height));
    }
    this.current = { ...next };
  }
}

/** GS ( k, QR: model 2, module size, error correction M, store the data, print it. */
export function nativeQr(payload: string, moduleDots = DEFAULT_QR_MODULE_DOTS): number[] {
  const data = utf8.encode(payload);
  return [
    ...cmd.symbolFunction(cmd.QR_CN, 65, [50, 0]),
    ...cmd.symbolFunction(cmd.QR_CN, 67, [clampDots(moduleDots, 1, 16)]),
    ...cmd.symbolFunction(cmd.QR_CN, 69, [49]),
    ...cmd.symbolFunction(cmd.QR_CN, 80, [48, ...data]),
    ...cmd.symbolFunction(cmd.QR_CN, 81, [48]),
  ];
}

/**
 * GS ( k, PDF417: automatic columns and rows, module width, row height (in module widths),
 * error correction by ratio (level 1 = 10%), standard (not truncated), store, print.
 */
export function nativePdf417(payload: string, moduleDots = DEFAULT_PDF417_MODULE_DOTS): number[] {
  const data = utf8.encode(payload);
  return [
    ...cmd.symbolFunction(cmd.PDF417_CN, 65, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 66, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 67, [clampDots(moduleDots, 2, 8)]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 68, [PDF417_ROW_HEIGHT_MODULES]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 69, [49, 1]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 70, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 80, [48, ...data]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 81, [48]),
  ];
}

/** GS v 0 m xL xH yL yH d… — a raster bit image at normal density. */
export function raster(bitmap: Bitmap): number[] {
  const bytesPerRow = Math.ceil(bitmap.width / 8);
  return [
    cmd.GS,
    0x76,
    0x30,
    0,
    bytesPerRow & 0xff,
    (bytesPerRow >> 8) & 0xff,
    bitmap.height & 0xff,
    (bitmap.height >> 8) & 0xff,
    ...packRows(bitmap),
  ];
}

function clampDots(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}
