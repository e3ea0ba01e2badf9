/**
 * Reads a checked .xlsx (workbookFile.ts) in a worker thread with its own heap limit and a time
 * limit: whatever a file makes ExcelJS do that the checks did not foresee costs one 400 answer
 * and the worker, never the server's memory or event loop. Up to two warm workers are kept for
 * the next files; a worker that timed out, ran out of memory or failed ends with its file.
 *
 * Built (dist), the worker is workbookWorker.js beside this file. From the sources (vitest, tsx),
 * it is workbookWorker.ts, compiled through tsx's API with the shared package mapped to its sources.
 */
import { english } from '../../lib/i18n.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '../../lib/errors.js';
import type { SheetPreview } from './readRundownSheet.js';
import type { WorkerAnswer, WorkerRequest } from './workbookWorker.js';

export interface WorkerLimits {
  /** Reading one file, from the moment the worker has ExcelJS loaded: a rundown at the limits took 10.5 s on a busy 2-core machine. */
  readMs: number;
  /** Starting the worker (loading ExcelJS; from the sources, compiling TypeScript too). */
  startMs: number;
  /** A rundown at the limits (5,000 cues × 50 departments) needs about 200 MB of heap in ExcelJS. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export const WORKER_LIMITS: WorkerLimits = { readMs: 30_000, startMs: 30_000, maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };

export const TOO_SLOW = (ms: number) => english('errors.import.tooSlow', { seconds: ms / 1000 });
export const TOO_MUCH_MEMORY = english('errors.import.tooMuchMemory');
export const SERVER_TOO_BUSY = english('errors.import.serverTooBusy');
export const UNREADABLE = english('errors.import.unreadable');

const here = import.meta.url;
const fromSources = here.endsWith('.ts');

/** From the sources: a tsconfig mapping @showcaller/shared to its sources (written once per process). */
let sourcesTsconfig: string | undefined;
function tsconfigForSources(): string {
  if (sourcesTsconfig) return sourcesTsconfig;
  const repoRoot = path.resolve(path.dirname(fileURLToPath(here)), '../../../../..');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'showcaller-import-worker-')), 'tsconfig.json');
  writeFileSync(
    file,
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      compilerOptions: { paths: { '@showcaller/shared': [path.join(repoRoot, 'packages/shared/src/index.ts')] } },
    }),
  );
  return (sourcesTsconfig = file);
}

/** Runs in the worker from the sources: registers tsx, then imports the TypeScript worker. */
const SOURCES_BOOT = `
import('node:worker_threads').then(async ({ workerData }) => {
  const { register } = await import(workerData.tsx);
  register({ tsconfig: workerData.tsconfig });
  await import(workerData.entry);
});
`;

function startWorker(limits: WorkerLimits): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
  };
  if (!fromSources) return new Worker(new URL('./workbookWorker.js', here), { resourceLimits });
  return new Worker(SOURCES_BOOT, {
    eval: true,
    resourceLimits,
    workerData: {
      tsx: import.meta.resolve('tsx/esm/api'),
      tsconfig: tsconfigForSources(),
      entry: new URL('./workbookWorker.ts', here).href,
    },
  });
}

/** Warm workers kept between files (the gate lets two imports run at once per process). */
const KEEP_WARM = 2;
/** A warm worker nobody used for this long ends, giving its memory back. */
const IDLE_MS = 60_000;

interface Warm {
  worker: Worker;
  /** Resolves once ExcelJS is loaded in it. */
  ready: Promise<boolean>;
  idle?: NodeJS.Timeout;
}
const warm: Warm[] = [];

function spawn(limits: WorkerLimits): Warm {
  const worker = startWorker(limits);
  const ready = new Promise<boolean>((resolve) => {
    const onMessage = (m: WorkerAnswer) => {
      if (m.kind !== 'ready') return;
      worker.off('message', onMessage);
      resolve(true);
    };
    worker.on('message', onMessage);
    worker.once('exit', () => resolve(false));
    worker.once('error', () => resolve(false));
  });
  return { worker, ready };
}

/** A worker that answered its file goes back to the warm ones (or ends, if enough are kept). */
function putBack(w: Warm): void {
  if (warm.length >= KEEP_WARM) return void w.worker.terminate();
  w.worker.removeAllListeners('message');
  w.worker.removeAllListeners('error');
  w.worker.removeAllListeners('exit');
  w.worker.unref();
  w.idle = setTimeout(() => {
    const i = warm.indexOf(w);
    if (i >= 0) warm.splice(i, 1);
    void w.worker.terminate();
  }, IDLE_MS);
  w.idle.unref();
  w.worker.once('exit', () => {
    const i = warm.indexOf(w);
    if (i >= 0) warm.splice(i, 1);
  });
  warm.push(w);
}

/**
 * The rundown of a checked file, read in a worker; a refusal, a timeout or a worker's death is a
 * 400. With the default limits a worker is reused for the next file (starting one costs about a
 * second, ExcelJS's load); one that timed out, ran out of memory or failed is never reused.
 */
export function readInWorker(file: Buffer, limits: WorkerLimits = WORKER_LIMITS): Promise<SheetPreview> {
  const pooled = limits === WORKER_LIMITS;
  const reused = pooled ? warm.pop() : undefined;
  const w = reused ?? spawn(limits);
  if (w.idle) clearTimeout(w.idle);
  w.worker.ref();
  const { worker } = w;
  return new Promise<SheetPreview>((resolve, reject) => {
    let settled = false;
    const settle = (result: SheetPreview | HttpError, healthy = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (healthy && pooled) putBack(w);
      else void worker.terminate();
      if (result instanceof HttpError) reject(result);
      else resolve(result);
    };
    let timer = setTimeout(() => settle(new HttpError(503, 'errors.import.serverTooBusy')), limits.startMs);
    worker.on('message', (answer: WorkerAnswer) => {
      switch (answer.kind) {
        case 'ready':
          return; // start() below sends the file once the worker is ready
        case 'preview':
          return settle(answer.preview, true);
        case 'refused':
          return settle(HttpError.fromEnglish(answer.status, answer.message, answer.issues), true);
        case 'failed':
          return settle(badRequest('errors.import.unreadable'));
        default:
          answer satisfies never;
          return settle(badRequest('errors.import.unreadable'));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle(badRequest(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'errors.import.tooMuchMemory' : 'errors.import.unreadable')),
    );
    worker.on('exit', () => settle(badRequest('errors.import.unreadable')));
    void w.ready.then((ok) => {
      if (!ok || settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => settle(badRequest('errors.import.tooSlow', { seconds: limits.readMs / 1000 })), limits.readMs);
      worker.postMessage({ file } satisfies WorkerRequest);
    });
  });
}

/** Warm workers waiting for a file (tests look). */
export const warmWorkers = (): number => warm.length;
