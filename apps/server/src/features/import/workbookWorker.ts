/**
 * The import worker (readInWorker.ts keeps one or two warm): ExcelJS reads each checked file and
 * the rundown sheet is read into plain data (a SheetPreview), which is all that goes back. A refusal
 * goes back as its status and sentence; anything else as a failure without detail.
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/errors.js';
import { loadExcel } from '../../lib/excel/loadExcel.js';
import { readRundown, type SheetPreview } from './readRundownSheet.js';
import { loadWorkbook } from './workbookFile.js';

export type WorkerRequest = { file: Uint8Array };
export type WorkerAnswer =
  | { kind: 'ready' }
  | { kind: 'preview'; preview: SheetPreview }
  | { kind: 'refused'; status: HttpError['statusCode']; message: string; issues?: HttpError['issues'] }
  | { kind: 'failed' };

const port = parentPort;
if (port) {
  // One file at a time (readInWorker.ts waits for the answer before it sends the next).
  port.on('message', (req: WorkerRequest) => {
    const answer = async (): Promise<WorkerAnswer> => {
      try {
        return { kind: 'preview', preview: readRundown(await loadWorkbook(req.file)) };
      } catch (err) {
        if (err instanceof HttpError) return { kind: 'refused', status: err.statusCode, message: err.message, issues: err.issues };
        return { kind: 'failed' };
      }
    };
    void answer().then((a) => port.postMessage(a));
  });
  // Ready once ExcelJS is loaded: the reading time limit is for the file, not for starting up.
  void loadExcel().then(() => port.postMessage({ kind: 'ready' } satisfies WorkerAnswer));
}
