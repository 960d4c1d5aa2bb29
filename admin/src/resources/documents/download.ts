import type { DownloadedFile } from '../../providers/documents.ts';

/** base64 -> bytes (the inverse of toBase64). */
export function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Hands a downloaded file to the browser as a file download. */
export function saveFile(file: DownloadedFile): void {
  const blob = new Blob([fromBase64(file.contentBase64)], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
