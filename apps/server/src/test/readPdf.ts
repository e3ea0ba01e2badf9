/** A PDF's page size and its text, read back with pdf.js (the show report's tests). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function readPdf(body: Buffer | Uint8Array): Promise<{ pages: number; size: number[]; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(body), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const first = await pdf.getPage(1);
  return { pages: pdf.numPages, size: first.view.slice(2).map((n) => Math.round(n)), text: parts.join(' ') };
}
