import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code as SVG, 500 px on a window of at least 500 × 721, else 250 px (spec/3 §9 'QR size').
 * `qrcode` is hoisted from @comanda/printing and not yet in this package's dependencies (needs npm install).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  // Read once: a totem's window does not change size while a diner pays.
  const size = window.innerWidth >= 500 && window.innerHeight >= 721 ? 500 : 250;
  const { cells, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { cells: modules.size + 8, path: d };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${cells} ${cells}`}>
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
