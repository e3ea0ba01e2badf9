/** docs/security.md "Trust, round 3" 20.1: ExcelJS reads in a worker; running out of its heap or time is a 400 for that file, nothing more. */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { HttpError } from '../../lib/errors.js';
import { readInWorker, TOO_MUCH_MEMORY, TOO_SLOW, warmWorkers, WORKER_LIMITS } from './readInWorker.js';

async function rundown(cues: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Event Rundown');
  ws.addRow(['Action', 'Sound', 'Light']);
  for (let i = 1; i <= cues; i++) ws.addRow([`Cue ${i}`, `Sound task ${i}`, `Light task ${i}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof HttpError ? { status: e.statusCode, message: e.message } : { status: 0, message: String(e) }),
  );

describe('readInWorker', () => {
  it('reads a rundown into plain data', async () => {
    const preview = await readInWorker(await rundown(3));
    expect(preview.rows.map((r) => r.action)).toEqual(['Cue 1', 'Cue 2', 'Cue 3']);
    expect(preview.departments).toEqual(['Sound', 'Light']);
  });

  it('answers 400 when the worker runs out of its heap or its time, and the next file is read as usual', async () => {
    const file = await rundown(5000);
    const memory = await refusal(readInWorker(file, { ...WORKER_LIMITS, maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 }));
    expect(memory).toEqual({ status: 400, message: TOO_MUCH_MEMORY });
    expect(await refusal(readInWorker(file, { ...WORKER_LIMITS, readMs: 50 }))).toEqual({ status: 400, message: TOO_SLOW(50) });
    expect((await readInWorker(await rundown(2))).rows).toHaveLength(2);
  });

  it('keeps a worker warm for the next file, but never one that ran out of time', async () => {
    await readInWorker(await rundown(1));
    const before = warmWorkers();
    expect(before).toBeGreaterThanOrEqual(1);
    // The next file takes the warm worker and gives it back.
    await readInWorker(await rundown(2));
    expect(warmWorkers()).toBe(before);
    // A refusal of the file leaves the worker healthy: back it goes.
    await refusal(readInWorker(await rundown(5001)));
    expect(warmWorkers()).toBe(before);
    // Other limits get a worker of their own, which ends with its file.
    await refusal(readInWorker(await rundown(5000), { ...WORKER_LIMITS, readMs: 50 }));
    expect(warmWorkers()).toBe(before);
  });

  it('passes on refusals of the reading itself (more than 5,000 cues)', async () => {
    expect(await refusal(readInWorker(await rundown(5001)))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/more than 5000 rows/),
    });
  });
});
