import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, reportSchema } from '@showcaller/shared';
import { sendXlsx, xlsxFile } from '../../lib/excel/xlsxReply.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['report'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { report } = app.services;

  app.get('/api/events/:id/report', {
    schema: {
      tags,
      summary:
        'As-run report: per cue run the planned start and duration, the first STANDBY/GO/HOLD, actual duration, over/under, Ready acknowledgements and the OSC targets’ answers to the GO; then the show log (stage and crew messages, blackout, read receipts, problem flags, over-time) in time order (owner and co-caller)',
      params: idParam,
      response: { 200: reportSchema, ...errors },
    },
    handler: async (req) => report.report(req.actor, req.params.id, req.headers['accept-language']),
  });

  app.get('/api/events/:id/report/xlsx', {
    schema: {
      tags,
      summary:
        "The as-run report as an Excel file ('As-Run Report' sheet per cue run, 'Show Log' sheet); tz (IANA, default UTC) sets the zone of the times of day",
      params: idParam,
      querystring: z.object({ tz: z.string().min(1).max(64).optional() }),
      response: { 200: xlsxFile, ...errors },
    },
    handler: async (req, reply) =>
      sendXlsx(reply, await report.xlsx(req.actor, req.params.id, req.query.tz, req.headers['accept-language'])),
  });
};
