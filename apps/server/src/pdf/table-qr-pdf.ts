import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** One page of the sheet: the table as staff named it, the line under it, and the link its QR opens. */
export type TableQrPage = { name: string; number: string; link: string };

export type TableQrSheet = {
  restaurant: string;
  /** The line under the code ('Escanea para ver la carta y pedir desde tu mesa'), in the chosen language. */
  scanHint: string;
  pages: readonly TableQrPage[];
};

// A4 in points; the code is drawn 9 cm wide so a phone reads it from a seat at arm's length.
const A4 = { width: 595.28, height: 841.89 };
const QR_SIZE = 255;
/** The quiet zone readers need around a code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_MODULES = 4;

/**
 * The table QR sheet (issue 14 item 7): a PDF with one A4 page per table — the restaurant's name, the
 * table's name and number, and the QR code of its check-in link — for staff to print and stand on tables.
 * The code is drawn as vector squares from qrcode's module matrix (no raster), so it stays sharp at any
 * printer's resolution. Texts use the PDF's built-in Helvetica (Latin-1, what the venues' Spanish and
 * English names need); no font file ships with the server.
 */
export async function tableQrPdf(sheet: TableQrSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    autoFirstPage: false,
    info: { Title: sheet.restaurant, Creator: 'Comanda' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of sheet.pages) drawPage(doc, sheet, page);
  doc.end();
  return done;
}

function drawPage(doc: PDFKit.PDFDocument, sheet: TableQrSheet, page: TableQrPage) {
  doc.addPage();
  const width = A4.width - 96;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#222').text(sheet.restaurant, 48, 72, {
    width,
    align: 'center',
  });
  doc.font('Helvetica-Bold').fontSize(48).fillColor('#000').text(page.name, 48, 130, {
    width,
    align: 'center',
  });
  doc.font('Helvetica').fontSize(16).fillColor('#444').text(page.number, 48, 192, { width, align: 'center' });

  const top = 240;
  drawQr(doc, page.link, (A4.width - QR_SIZE) / 2, top, QR_SIZE);

  doc
    .font('Helvetica')
    .fontSize(16)
    .fillColor('#222')
    .text(sheet.scanHint, 48, top + QR_SIZE + 28, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#666')
    .text(page.link, 48, top + QR_SIZE + 60, { width, align: 'center' });
}

/** The code of `text` in a white square of `size` points at (x, y), quiet zone included. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + QUIET_MODULES * 2;
  const cell = size / cells;
  doc.rect(x, y, size, size).fill('#fff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      // A hair wider than the cell, so neighbouring squares leave no white seam when rasterised.
      doc.rect(x + (col + QUIET_MODULES) * cell, y + (row + QUIET_MODULES) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000');
}
