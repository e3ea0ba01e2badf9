/**
 * Test helper: hand-made zip files, so a test can write what no honest zip writer would (an
 * entry whose header claims 1,000 bytes but inflates to 950 MB). Not used by the app.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { zipOf, type ZipEntry } from '../lib/excel/zip.js';

/** An honest entry: `content` deflated, its real size and CRC in the headers. */
export function deflatedEntry(name: string, content: string | Buffer): ZipEntry {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, data: deflateRawSync(raw), method: 8, size: raw.length, crc: crc32(raw) };
}

/** `bytes` zeros, deflated as a stream (never held whole in memory): about 1,000 times smaller. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** An .xlsx-looking archive whose sheet claims `claimed` bytes but inflates to `real` bytes of zeros. */
export async function xlsxBomb(real: number, claimed = 1000): Promise<Buffer> {
  const sheet = await deflatedZeros(real);
  return zipOf([
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types/>'),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, method: 8, size: claimed, crc: 0 },
  ]);
}
