/**
 * What an uploaded zip really unpacks to. The sizes in a zip's headers are whatever the sender
 * wrote: a 1 MB .xlsx may claim 1,000 bytes for its sheet and inflate to 950 MB, which ExcelJS
 * (through JSZip) would hold in memory whole. So before ExcelJS sees the file, every entry is
 * inflated here as a stream, its output counted and thrown away, and reading stops as soon as an
 * entry passes the size its header claims; the claims themselves must stay within the limits.
 * Counted bytes, not claims, are what is bounded, and memory stays at a few zlib buffers.
 *
 * The entries are located exactly as JSZip locates them (the last end-of-directory record, the
 * central directory's offsets and compressed sizes, the data after each local header), and any
 * archive where JSZip would guess (extra bytes before the zip, ZIP64, records that do not fill
 * the directory exactly) is refused, so what is measured here is what ExcelJS will inflate.
 */
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  /** Unpacked bytes of all entries together. */
  totalBytes: number;
  /** Unpacked bytes of one entry. */
  entryBytes: number;
  entries: number;
}

export type ZipVerdict =
  | { ok: true; entries: number; bytes: number }
  /** not-zip: unreadable; too-big: over a limit; lies: an entry inflates to more than its header claims. */
  | { ok: false; reason: 'not-zip' | 'too-big' | 'lies' };

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  start: number;
  compressedSize: number;
  size: number;
  method: number;
}

/** The entries as JSZip would read them, or a reason to refuse the archive without inflating anything. */
function readDirectory(buf: Buffer, limits: ZipLimits): Entry[] | 'not-zip' | 'too-big' {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return 'not-zip';
  const end = buf.lastIndexOf(END);
  if (end < 0 || end + 22 > buf.length) return 'not-zip';
  const disk = buf.readUInt16LE(end + 4);
  const dirDisk = buf.readUInt16LE(end + 6);
  const onDisk = buf.readUInt16LE(end + 8);
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  // ZIP64 markers or more entries than any workbook has: far beyond a rundown.
  if (count === MAX16 || onDisk === MAX16 || dirSize === MAX32 || dirOffset === MAX32) return 'too-big';
  if (disk !== 0 || dirDisk !== 0 || onDisk !== count || dirOffset + dirSize !== end) return 'not-zip';
  if (count === 0) return 'not-zip';
  if (count > limits.entries) return 'too-big';

  const entries: Entry[] = [];
  let claimed = 0;
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) return 'not-zip';
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const local = buf.readUInt32LE(p + 42);
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if ((flags & 1) !== 0 || (method !== STORED && method !== DEFLATED)) return 'not-zip'; // encrypted, or a method JSZip lacks
    if (size === MAX32 || compressedSize === MAX32 || size > limits.entryBytes) return 'too-big';
    claimed += size;
    if (claimed > limits.totalBytes) return 'too-big';
    if (local + 30 > dirOffset || buf.readUInt32LE(local) !== LOCAL) return 'not-zip';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressedSize > dirOffset) return 'not-zip';
    entries.push({ start, compressedSize, size, method });
  }
  // JSZip reads central records for as long as their signature repeats: they must end at the end record.
  if (p !== end) return 'not-zip';
  return entries;
}

/** Sees each entry's inflated bytes in order (one function per entry), as they are counted. */
export type EntryVisitor = () => (chunk: Buffer) => void;

/** Inflates `data` as a stream, counting the output; 'over' as soon as it passes `limit`, 'bad' when it is not deflate. */
function countInflated(data: Buffer, limit: number, onChunk?: (chunk: Buffer) => void): Promise<number | 'over' | 'bad'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let bytes = 0;
    let settled = false;
    const finish = (v: number | 'over' | 'bad') => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        finish('over');
        inflate.destroy();
        return;
      }
      onChunk?.(chunk);
    });
    inflate.on('end', () => finish(bytes));
    inflate.on('error', () => finish('bad'));
    inflate.on('close', () => finish('bad')); // only when neither end nor error came first
    inflate.end(data);
  });
}

/**
 * Inflates every entry (one at a time), counting; refuses at the first entry that passes its claim.
 * `visit` sees every entry's bytes (sheetScan.ts bounds what the XML declares in the same pass).
 */
export async function measureZip(buf: Buffer, limits: ZipLimits, visit?: EntryVisitor): Promise<ZipVerdict> {
  const entries = readDirectory(buf, limits);
  if (typeof entries === 'string') return { ok: false, reason: entries };
  let bytes = 0;
  for (const e of entries) {
    const data = buf.subarray(e.start, e.start + e.compressedSize);
    const onChunk = visit?.();
    let got: number | 'over' | 'bad';
    if (e.method === STORED) {
      got = data.length;
      if (got <= e.size) onChunk?.(data);
    } else got = await countInflated(data, e.size, onChunk);
    if (got === 'bad') return { ok: false, reason: 'not-zip' };
    if (got === 'over' || got > e.size) return { ok: false, reason: 'lies' };
    bytes += got;
  }
  return { ok: true, entries: entries.length, bytes };
}
