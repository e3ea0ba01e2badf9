import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { measureZip, type ZipLimits } from './zipLimits.js';
import { zipOf, type ZipEntry } from '../../lib/excel/zip.js';
import { deflatedEntry } from '../../test/testZip.js';

const LIMITS: ZipLimits = { totalBytes: 10_000, entryBytes: 6_000, entries: 5 };
const text = (n: number) => 'x'.repeat(n);

describe('measureZip: counting what a zip really unpacks to', () => {
  it('accepts honest archives, deflated and stored, and counts their real bytes', async () => {
    const stored: ZipEntry = { name: 'b.txt', data: Buffer.from('hello'), method: 0, size: 5, crc: 0 };
    expect(await measureZip(zipOf([deflatedEntry('a.xml', text(4000)), stored]), LIMITS)).toEqual({ ok: true, entries: 2, bytes: 4005 });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Event Rundown').addRow(['Action']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await measureZip(xlsx, { totalBytes: 1e6, entryBytes: 1e6, entries: 100 })).toMatchObject({ ok: true });
  });

  it('stops at the first byte past what a header claims', async () => {
    const lying = { ...deflatedEntry('a.xml', text(1001)), size: 1000 };
    expect(await measureZip(zipOf([lying]), LIMITS)).toEqual({ ok: false, reason: 'lies' });
    const storedLie: ZipEntry = { name: 'b', data: Buffer.from(text(11)), method: 0, size: 10, crc: 0 };
    expect(await measureZip(zipOf([storedLie]), LIMITS)).toEqual({ ok: false, reason: 'lies' });
  });

  it('refuses claims past the entry, total and count limits before inflating anything', async () => {
    expect(await measureZip(zipOf([deflatedEntry('a', text(6001))]), LIMITS)).toEqual({ ok: false, reason: 'too-big' });
    const four = [1, 2, 3, 4].map((i) => deflatedEntry(`e${i}`, text(2600)));
    expect(await measureZip(zipOf(four), LIMITS)).toEqual({ ok: false, reason: 'too-big' });
    const six = [1, 2, 3, 4, 5, 6].map((i) => deflatedEntry(`e${i}`, 'x'));
    expect(await measureZip(zipOf(six), LIMITS)).toEqual({ ok: false, reason: 'too-big' });
  });

  it('refuses what JSZip would read differently: bytes before the zip, a short directory, bad deflate, other methods', async () => {
    const good = zipOf([deflatedEntry('a', 'hello')]);
    expect(await measureZip(Buffer.concat([Buffer.from('junk'), good]), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    expect(await measureZip(good.subarray(0, good.length - 1), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    const countTooLow = Buffer.from(good);
    countTooLow.writeUInt16LE(0, countTooLow.length - 22 + 8);
    countTooLow.writeUInt16LE(0, countTooLow.length - 22 + 10);
    expect(await measureZip(countTooLow, LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    const garbage: ZipEntry = { name: 'a', data: Buffer.from([0xff, 0xff, 0xff, 0xff]), method: 8, size: 10, crc: 0 };
    expect(await measureZip(zipOf([garbage]), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    const truncated: ZipEntry = {
      name: 'a',
      data: deflateRawSync(Buffer.from(text(500))).subarray(0, 3),
      method: 8,
      size: 500,
      crc: 0,
    };
    expect(await measureZip(zipOf([truncated]), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    const bzip = { ...deflatedEntry('a', 'hello'), method: 12 };
    expect(await measureZip(zipOf([bzip]), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
    expect(await measureZip(Buffer.from('hello, this is text'), LIMITS)).toEqual({ ok: false, reason: 'not-zip' });
  });
});
