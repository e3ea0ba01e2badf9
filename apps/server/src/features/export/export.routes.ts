import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, exportPayloadSchema, idParam } from '@showcaller/shared';
import { attachmentHeader } from './fileName.js';
import { XLSX_MIME } from './export.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['export'];
/** A file answer: documented as binary; Fastify sends a Buffer as is (no serialisation). */
export const xlsxFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'The .xlsx file (attachment)' });

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports } = app.services;

  app.get('/api/events/:id/export/excel', {
    schema: {
      tags,
      summary:
        'The export payload {event, departments, cues, tasks} for the Excel and PDF exports (owner and co-caller); access codes are left out',
      params: idParam,
      response: { 200: exportPayloadSchema, ...errors },
    },
    handler: async (req) => exports.payload(req.actor, req.params.id),
  });

  app.get('/api/events/:id/export/xlsx', {
    schema: {
      tags,
      summary: "The rundown as an Excel file: sheet 'Event Rundown', one column per department, rows in their colour (owner and co-caller)",
      params: idParam,
      response: { 200: xlsxFile, ...errors },
    },
    handler: async (req, reply) => {
      const file = await exports.xlsx(req.actor, req.params.id);
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  });
};
