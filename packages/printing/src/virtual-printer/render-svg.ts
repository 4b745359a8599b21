import type { Align } from '../escpos/commands.ts';
import { escapeXml, type PreviewOptions, paperMetrics } from './paper-metrics.ts';
import type { ReceivedTicket } from './received-ticket.ts';
import { bitmapSvg, pdf417Svg, qrSvg, type SvgPicture } from './symbol-svg.ts';

/**
 * One ticket as a standalone SVG image: the "picture of the paper". SVG, not PNG, because drawing
 * text into pixels needs a font rasteriser, which pure JavaScript here lacks (bwip-js only
 * rasterises its own barcode fonts); any browser or image viewer shows the SVG.
 * `textLength` stretches double-width text to exactly its cells.
 */
export function renderTicketSvg(ticket: ReceivedTicket, options: PreviewOptions = {}): string {
  const m = paperMetrics(options);
  const contentWidth = m.columns * m.charWidth;
  const parts: string[] = [];
  let y = m.padding;

  const xFor = (align: Align, width: number) =>
    m.padding +
    (align === 'center' ? (contentWidth - width) / 2 : align === 'right' ? contentWidth - width : 0);

  for (const item of ticket.items) {
    if (item.kind === 'text') {
      const height = Math.max(1, ...item.segments.map((s) => s.height)) * m.lineHeight;
      const lineWidth = item.segments.reduce(
        (sum, s) => sum + Array.from(s.text).length * s.width * m.charWidth,
        0,
      );
      let x = xFor(item.align, lineWidth);
      for (const s of item.segments) {
        const width = Array.from(s.text).length * s.width * m.charWidth;
        if (s.invert) parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#000"/>`);
        if (width > 0) {
          parts.push(
            `<text xml:space="preserve" x="${x}" y="${y + height * 0.8}" font-size="${m.fontSize * s.height}" textLength="${width}" lengthAdjust="spacingAndGlyphs"` +
              `${s.bold ? ' font-weight="700"' : ''}${s.underline ? ' text-decoration="underline"' : ''}${s.invert ? ' fill="#fff"' : ''}>` +
              `${escapeXml(s.text)}</text>`,
          );
        }
        x += width;
      }
      y += height;
      continue;
    }
    const picture: SvgPicture =
      item.kind === 'qr'
        ? qrSvg(item.payload, item.moduleDots * m.dotPx)
        : item.kind === 'pdf417'
          ? pdf417Svg(item.payload, item.moduleDots * m.dotPx)
          : bitmapSvg(item.bitmap, m.dotPx);
    const x = xFor(item.align, picture.width);
    parts.push(picture.svg.replace('<svg ', `<svg x="${x}" y="${y}" `));
    y += picture.height;
  }
  const height = y + m.padding;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${m.paperWidth}" height="${height}" viewBox="0 0 ${m.paperWidth} ${height}">` +
    `<rect width="100%" height="100%" fill="#fffef8"/>` +
    `<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" style="white-space:pre">${parts.join('')}</g></svg>`
  );
}
