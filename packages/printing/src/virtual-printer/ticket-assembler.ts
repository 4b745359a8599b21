import type { Align } from '../escpos/commands.ts';
import type { EscPosEvent } from '../escpos/decoder.ts';
import type { PrintedItem, ReceivedTicket, TextSegment } from './received-ticket.ts';

type Style = Omit<TextSegment, 'text'>;
const NORMAL: Style = { bold: false, underline: false, invert: false, width: 1, height: 1 };

/**
 * Turns decoded printer events into paper: a line is what lies between two line feeds, alignment is
 * taken at the start of a line (as ESC a works), and a cut ends a ticket.
 */
export class TicketAssembler {
  private style: Style = { ...NORMAL };
  private align: Align = 'left';
  private lineAlign: Align | null = null;
  private segments: TextSegment[] = [];
  private items: PrintedItem[] = [];

  constructor(private readonly emit: (ticket: Omit<ReceivedTicket, 'id' | 'receivedAt'>) => void) {}

  apply(event: EscPosEvent): void {
    switch (event.type) {
      case 'init':
        this.style = { ...NORMAL };
        this.align = 'left';
        break;
      case 'text':
        this.lineAlign ??= this.align;
        this.segments.push({ ...this.style, text: event.text });
        break;
      case 'newline':
        this.flushLine(true);
        break;
      case 'feed':
        this.flushLine(false);
        for (let i = 0; i < event.lines; i++)
          this.items.push({ kind: 'text', align: this.align, text: '', segments: [] });
        break;
      case 'align':
        this.align = event.align;
        break;
      case 'bold':
      case 'underline':
      case 'invert':
        this.style = { ...this.style, [event.type]: event.on };
        break;
      case 'size':
        this.style = { ...this.style, width: event.width, height: event.height };
        break;
      case 'qr':
      case 'pdf417':
        this.flushLine(false);
        this.items.push({
          kind: event.type,
          align: this.align,
          payload: event.payload,
          moduleDots: event.moduleDots,
        });
        break;
      case 'image':
        this.flushLine(false);
        this.items.push({ kind: 'image', align: this.align, bitmap: event.bitmap });
        break;
      case 'cut':
        this.finish(true);
        break;
      default:
        break;
    }
  }

  /** The connection ended: whatever was printed since the last cut hangs out of the printer. */
  end(): void {
    this.finish(false);
  }

  private flushLine(evenIfEmpty: boolean): void {
    if (this.segments.length === 0 && !evenIfEmpty) return;
    const text = this.segments.map((segment) => segment.text).join('');
    this.items.push({ kind: 'text', align: this.lineAlign ?? this.align, text, segments: this.segments });
    this.segments = [];
    this.lineAlign = null;
  }

  private finish(complete: boolean): void {
    this.flushLine(false);
    const items = this.items;
    this.items = [];
    const printedSomething = items.some((item) => item.kind !== 'text' || item.text.trim() !== '');
    if (printedSomething) this.emit({ complete, items });
  }
}
