import { DEFAULT_COLUMNS } from '../ticket/paper-width.ts';
import { escapeXml, type PreviewOptions, paperMetrics } from './paper-metrics.ts';
import { type PrintedItem, type ReceivedTicket, type TextSegment, ticketColumns } from './received-ticket.ts';
import { bitmapSvg, pdf417Svg, qrSvg } from './symbol-svg.ts';

/** The widest and tallest character sizes ESC/POS selects (GS ! takes 1 to 8 in each direction). */
const MAX_CHAR_SCALE = 8;

/**
 * The paper's look, as classes: pages served under a Content-Security-Policy without 'unsafe-inline' may
 * carry <style> blocks (allowed by hash) but no style attributes, so the markup below never has one.
 */
export const PAPER_CSS = [
  ".paper{background:#fffef8;box-shadow:0 2px 8px rgba(0,0,0,.25);font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;line-height:1.25;white-space:pre;overflow:hidden;box-sizing:content-box}",
  '.paper .symbol{margin:4px 0}.paper .symbol svg{display:inline-block}',
  '.paper .al-left{text-align:left}.paper .al-center{text-align:center}.paper .al-right{text-align:right}',
  '.paper .b{font-weight:700}.paper .u{text-decoration:underline}.paper .inv{background:#000;color:#fff}',
  // Height scales the font; width is then stretched to `width` cells per character.
  '.paper .sz{display:inline-block;transform-origin:left}',
  ...Array.from({ length: MAX_CHAR_SCALE * MAX_CHAR_SCALE }, (_, i) => {
    const width = (i % MAX_CHAR_SCALE) + 1;
    const height = Math.floor(i / MAX_CHAR_SCALE) + 1;
    return `.paper .w${width}h${height}{font-size:${height}em;transform:scaleX(${width / height})}`;
  }),
  '.torn{color:#b00;font-size:.8em;text-align:center;border-top:2px dashed #b00;margin-top:8px}',
].join('\n');

/**
 * One ticket as an HTML fragment that looks like the paper: monospace, the paper's width, symbols as SVG.
 * Its sizes come in a <style> block of its own, scoped to the ticket; PAPER_CSS styles the classes.
 */
export function renderTicketHtml(ticket: ReceivedTicket, options: PreviewOptions = {}): string {
  const m = paperMetrics(options);
  const id = escapeXml(String(ticket.id));
  const body = ticket.items.map((item) => itemHtml(item, m.dotPx)).join('');
  const torn = ticket.complete ? '' : '<div class="torn">— not cut: the connection ended here —</div>';
  return (
    `<style>.paper[data-ticket="${id}"]{width:${m.paperWidth}px;font-size:${m.fontSize}px;padding:${m.padding}px}</style>` +
    `<article class="paper" data-ticket="${id}">${body}${torn}</article>`
  );
}

function itemHtml(item: PrintedItem, dotPx: number): string {
  if (item.kind === 'text') {
    const spans = item.segments.map(segmentHtml).join('');
    return `<div class="line al-${item.align}">${spans || '&nbsp;'}</div>`;
  }
  const picture =
    item.kind === 'qr'
      ? qrSvg(item.payload, item.moduleDots * dotPx)
      : item.kind === 'pdf417'
        ? pdf417Svg(item.payload, item.moduleDots * dotPx)
        : bitmapSvg(item.bitmap, dotPx);
  const title = item.kind === 'image' ? '' : ` title="${escapeXml(item.payload)}"`;
  return `<div class="symbol ${item.kind} al-${item.align}"${title}>${picture.svg}</div>`;
}

const scale = (n: number) => Math.min(MAX_CHAR_SCALE, Math.max(1, Math.round(n)));

function segmentHtml(segment: TextSegment): string {
  const classes: string[] = [];
  if (segment.bold) classes.push('b');
  if (segment.underline) classes.push('u');
  if (segment.invert) classes.push('inv');
  if (segment.width !== 1 || segment.height !== 1)
    classes.push('sz', `w${scale(segment.width)}h${scale(segment.height)}`);
  const text = escapeXml(segment.text); // spaces survive: .paper is white-space: pre
  return classes.length ? `<span class="${classes.join(' ')}">${text}</span>` : `<span>${text}</span>`;
}

/**
 * A page with every ticket, newest first, refreshing itself: what /testPrint and demos show. Each ticket is
 * drawn at its own paper width (a 58 mm and an 80 mm ticket side by side), `columns` only for a ticket
 * without text.
 */
export function renderTicketsPage(
  tickets: readonly ReceivedTicket[],
  options: PreviewOptions & { refreshSeconds?: number } = {},
): string {
  const papers = [...tickets]
    .reverse()
    .map((ticket) =>
      renderTicketHtml(ticket, {
        ...options,
        columns: ticketColumns(ticket, options.columns ?? DEFAULT_COLUMNS),
      }),
    )
    .join('\n');
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">${refresh}<title>Virtual printer</title>
<style>
body{background:#d9d9d9;margin:0;padding:24px;display:flex;flex-direction:column;align-items:center;gap:24px;font-family:system-ui}
${PAPER_CSS}
.empty{color:#555}
</style></head><body>
${papers || '<p class="empty">No tickets printed yet.</p>'}
</body></html>`;
}
