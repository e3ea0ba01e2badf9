/**
 * How every .xlsx answer goes out (the rundown export and the as-run report): one response schema
 * for OpenAPI and one set of headers, so the two file routes cannot drift apart.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentHeader } from './fileName.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer: documented as binary; Fastify sends a Buffer as is (no serialisation). */
export const xlsxFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'The .xlsx file (attachment)' });

/** Sends a built workbook as a download; never cached, since it holds the show's current data. */
export function sendXlsx(reply: FastifyReply, file: { fileName: string; body: Buffer }) {
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
