import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, exportPayloadSchema, idParam } from '@showcaller/shared';
import { sendXlsx, xlsxFile } from '../../lib/excel/xlsxReply.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['export'];

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
    handler: async (req, reply) => sendXlsx(reply, await exports.xlsx(req.actor, req.params.id, req.headers['accept-language'])),
  });
};
