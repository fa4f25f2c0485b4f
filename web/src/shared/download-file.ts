import type { WorkbookReply } from '@cargo/contracts';

/** Hands a file to the browser's downloads under `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A report the server wrote (Products.xlsx, Report.xlsx, ...), decoded from its base64 reply. */
export function downloadWorkbook(report: WorkbookReply): void {
  const bytes = Uint8Array.from(atob(report.base64), (char) => char.charCodeAt(0));
  downloadBlob(report.fileName, new Blob([bytes], { type: report.contentType }));
}
