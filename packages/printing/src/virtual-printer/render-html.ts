import { escapeXml, type PreviewOptions, paperMetrics } from './paper-metrics.ts';
import type { PrintedItem, ReceivedTicket, TextSegment } from './received-ticket.ts';
import { bitmapSvg, pdf417Svg, qrSvg } from './symbol-svg.ts';

/** One ticket as an HTML fragment that looks like the paper: monospace, the paper's width, symbols as SVG. */
export function renderTicketHtml(ticket: ReceivedTicket, options: PreviewOptions = {}): string {
  const m = paperMetrics(options);
  const body = ticket.items.map((item) => itemHtml(item, m.dotPx)).join('');
  const torn = ticket.complete ? '' : '<div class="torn">— not cut: the connection ended here —</div>';
  return (
    `<article class="paper" data-ticket="${ticket.id}" style="width:${m.paperWidth}px;font-size:${m.fontSize}px;padding:${m.padding}px">` +
    `${body}${torn}</article>`
  );
}

function itemHtml(item: PrintedItem, dotPx: number): string {
  if (item.kind === 'text') {
    const spans = item.segments.map(segmentHtml).join('');
    return `<div class="line" style="text-align:${item.align}">${spans || '&nbsp;'}</div>`;
  }
  const picture =
    item.kind === 'qr'
      ? qrSvg(item.payload, item.moduleDots * dotPx)
      : item.kind === 'pdf417'
        ? pdf417Svg(item.payload, item.moduleDots * dotPx)
        : bitmapSvg(item.bitmap, dotPx);
  const title = item.kind === 'image' ? '' : ` title="${escapeXml(item.payload)}"`;
  return `<div class="symbol ${item.kind}" style="text-align:${item.align}"${title}>${picture.svg}</div>`;
}

function segmentHtml(segment: TextSegment): string {
  const style: string[] = [];
  if (segment.bold) style.push('font-weight:700');
  if (segment.underline) style.push('text-decoration:underline');
  if (segment.invert) style.push('background:#000;color:#fff');
  if (segment.width !== 1 || segment.height !== 1) {
    // Height scales the font; width is then stretched to `width` cells per character.
    style.push(
      `font-size:${segment.height}em;display:inline-block;transform:scaleX(${segment.width / segment.height})`,
    );
    style.push('transform-origin:left');
  }
  const text = escapeXml(segment.text); // spaces survive: .paper is white-space: pre
  return style.length ? `<span style="${style.join(';')}">${text}</span>` : `<span>${text}</span>`;
}

/** A page with every ticket, newest first, refreshing itself: what /testPrint and demos show. */
export function renderTicketsPage(
  tickets: readonly ReceivedTicket[],
  options: PreviewOptions & { refreshSeconds?: number } = {},
): string {
  const papers = [...tickets]
    .reverse()
    .map((ticket) => renderTicketHtml(ticket, options))
    .join('\n');
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">${refresh}<title>Virtual printer</title>
<style>
body{background:#d9d9d9;margin:0;padding:24px;display:flex;flex-direction:column;align-items:center;gap:24px;font-family:system-ui}
.paper{background:#fffef8;box-shadow:0 2px 8px rgba(0,0,0,.25);font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;line-height:1.25;white-space:pre;overflow:hidden;box-sizing:content-box}
.paper .symbol{margin:4px 0}.paper .symbol svg{display:inline-block}
.torn{color:#b00;font-size:.8em;text-align:center;border-top:2px dashed #b00;margin-top:8px}
.empty{color:#555}
</style></head><body>
${papers || '<p class="empty">No tickets printed yet.</p>'}
</body></html>`;
}
