/** Hands a downloaded file (a report's CSV, the table QR sheet) to the browser to keep, under its name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the browser needs the address no longer.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
