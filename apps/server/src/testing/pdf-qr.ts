import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Reads every QR code of a grey PGM image (what pdftoppm -gray writes) with zxing-cpp, per file. */
const DECODE = `import sys, numpy, zxingcpp
for path in sys.argv[1:]:
    data = open(path, 'rb').read()
    magic, width, height, depth, rest = data.split(maxsplit=4)
    width, height = int(width), int(height)
    pixels = numpy.frombuffer(rest[:width * height], dtype=numpy.uint8).reshape(height, width)
    found = [b.text for b in zxingcpp.read_barcodes(pixels) if b.format == zxingcpp.BarcodeFormat.QRCode]
    print('\\t'.join(found))`;

/**
 * The QR codes of each page of a PDF, as a phone would read them from paper: the pages rasterised by
 * poppler's pdftoppm (Debian poppler-utils) at 100 dpi, each decoded by zxing-cpp (python3-zxing-cpp), both
 * independent of the code that drew them. One array of texts per page, in page order.
 */
export function qrCodesOfPdf(pdf: Uint8Array): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-pdf-qr-'));
  try {
    const file = join(dir, 'sheet.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '100', '-gray', file, join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => join(dir, name));
    const out = execFileSync('/usr/bin/python3', ['-c', DECODE, ...pages]).toString();
    return out
      .split('\n')
      .slice(0, pages.length)
      .map((line) => (line === '' ? [] : line.split('\t')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page of a PDF (poppler's pdftotext), in page order. */
export function textOfPdf(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-pdf-text-'));
  try {
    const file = join(dir, 'sheet.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
