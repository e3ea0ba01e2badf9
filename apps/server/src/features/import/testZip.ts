/**
 * Test helper: hand-made zip files, so a test can write what no honest zip writer would (an
 * entry whose header claims 1,000 bytes but inflates to 950 MB). Not used by the app.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  /** The bytes as stored in the archive (raw deflate when method is 8). */
  data: Buffer;
  /** 0 stored, 8 deflated; anything else to test a refusal. */
  method: number;
  /** The unpacked size the headers claim. */
  size: number;
  crc: number;
}

/** An honest entry: `content` deflated, its real size and CRC in the headers. */
export function deflatedEntry(name: string, content: string | Buffer): ZipEntrySpec {
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

/** A zip archive of the entries, headers exactly as given (sizes and CRCs are not checked). */
export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** An .xlsx-looking archive whose sheet claims `claimed` bytes but inflates to `real` bytes of zeros. */
export async function xlsxBomb(real: number, claimed = 1000): Promise<Buffer> {
  const sheet = await deflatedZeros(real);
  return zipOf([
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types/>'),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, method: 8, size: claimed, crc: 0 },
  ]);
}
