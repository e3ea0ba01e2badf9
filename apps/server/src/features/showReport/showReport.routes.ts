/** The show report's routes (docs/decisions/0029-show-report.md); rules in the services. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dayQuery,
  daySummarySchema,
  errorBody,
  idParam,
  paperQuery,
  recipientsInput,
  recipientsSchema,
  showEndSchema,
  showEndsSchema,
  showReportFormSchema,
  showReportSchema,
} from '@showcaller/shared';
import { attachmentHeader } from '../../lib/excel/fileName.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['show report'];
const runQuery = z.object({ run: z.coerce.number({ error: 'run must be a run number' }).int().min(1).max(1_000_000) });
const pdfFile = z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary', description: 'The PDF (attachment)' });

/** The asker's languages (docs/decisions/0040-i18n-app-and-server.md): the service weighs them against the account's. */
const lang = (req: FastifyRequest): string | undefined => req.headers['accept-language'];

function sendPdf(reply: FastifyReply, file: { fileName: string; body: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

export const showReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { showReports, distribution } = app.services;

  app.post('/api/events/:id/show/end', {
    schema: {
      tags,
      summary:
        'End show: records the end of the current run (owner and co-caller), compiles its report and mails it once to the distribution list. Idempotent: an ended run answers itself until a cue goes again (then a new run starts). 409 when no cue has gone yet',
      params: idParam,
      response: { 200: showEndSchema, ...errors },
    },
    handler: async (req) => showReports.end(req.actor, req.params.id, lang(req)),
  });

  app.get('/api/events/:id/show-reports', {
    schema: {
      tags,
      summary: 'The ended runs of the show, with their mails (owner and co-caller)',
      params: idParam,
      response: { 200: showEndsSchema, ...errors },
    },
    handler: async (req) => showReports.list(req.actor, req.params.id, lang(req)),
  });

  app.get('/api/events/:id/show-report', {
    schema: {
      tags,
      summary:
        "A run's show report: planned against actual per cue, holds, over/under per act and in total, flags and messages, equipment confirmations and the caller's form (owner and co-caller)",
      params: idParam,
      querystring: runQuery,
      response: { 200: showReportSchema, ...errors },
    },
    handler: async (req) => showReports.report(req.actor, req.params.id, req.query.run, lang(req)),
  });

  app.put('/api/events/:id/show-report/form', {
    schema: {
      tags,
      summary:
        "Saves the caller's form (house count 0..1,000,000, incidents, notes, notes per department), also after the mail went (owner and co-caller)",
      params: idParam,
      querystring: runQuery,
      body: showReportFormSchema,
      response: { 200: showReportSchema, ...errors },
    },
    handler: async (req) => showReports.saveForm(req.actor, req.params.id, req.query.run, req.body, lang(req)),
  });

  app.post('/api/events/:id/show-report/send', {
    schema: {
      tags,
      summary: 'Mails the report with the form to the distribution list, once per run (409 after); owner and co-caller',
      params: idParam,
      querystring: runQuery,
      response: { 200: showEndSchema, ...errors },
    },
    handler: async (req) => showReports.sendForm(req.actor, req.params.id, req.query.run, lang(req)),
  });

  app.get('/api/events/:id/show-report/pdf', {
    schema: {
      tags,
      summary:
        "The run's show report as a PDF; paper a4 (default) or letter; tz (IANA) for the times, default the production's zone or UTC",
      params: idParam,
      querystring: paperQuery.extend(runQuery.shape),
      response: { 200: pdfFile, ...errors },
    },
    handler: async (req, reply) =>
      sendPdf(
        reply,
        await showReports.pdf(req.actor, req.params.id, req.query.run, {
          paper: req.query.paper,
          tz: req.query.tz,
          acceptLanguage: lang(req),
        }),
      ),
  });

  app.get('/api/events/:id/report-recipients', {
    schema: {
      tags,
      summary: "The distribution list the event's reports go to: the production's when it is in one (owner)",
      params: idParam,
      response: { 200: recipientsSchema, ...errors },
    },
    handler: async (req) => distribution.eventRecipients(req.actor, req.params.id),
  });

  app.put('/api/events/:id/report-recipients', {
    schema: {
      tags,
      summary: "Sets the distribution list (up to 50 addresses); for an event in a production, the production's list (owner)",
      params: idParam,
      body: recipientsInput,
      response: { 200: recipientsSchema, ...errors },
    },
    handler: async (req) => distribution.setEventRecipients(req.actor, req.params.id, req.body.addresses),
  });

  app.get('/api/productions/:id/report-recipients', {
    schema: {
      tags,
      summary: "The production's distribution list (owner)",
      params: idParam,
      response: { 200: recipientsSchema, ...errors },
    },
    handler: async (req) => distribution.productionRecipients(req.actor, req.params.id),
  });

  app.put('/api/productions/:id/report-recipients', {
    schema: {
      tags,
      summary: "Sets the production's distribution list, up to 50 addresses (owner)",
      params: idParam,
      body: recipientsInput,
      response: { 200: recipientsSchema, ...errors },
    },
    handler: async (req) => distribution.setProductionRecipients(req.actor, req.params.id, req.body.addresses),
  });

  app.get('/api/productions/:id/day-report', {
    schema: {
      tags,
      summary:
        "A production's day across rooms: per room the planned and actual end, over/under, holds, flags and house count of its last ended run (owner)",
      params: idParam,
      querystring: dayQuery,
      response: { 200: daySummarySchema, ...errors },
    },
    handler: async (req) => distribution.daySummary(req.actor, req.params.id, req.query.day, lang(req)),
  });

  app.get('/api/productions/:id/day-report/pdf', {
    schema: {
      tags,
      summary: 'The day summary as a PDF, a4 (default) or letter (owner)',
      params: idParam,
      querystring: dayQuery,
      response: { 200: pdfFile, ...errors },
    },
    handler: async (req, reply) =>
      sendPdf(reply, await distribution.daySummaryPdf(req.actor, req.params.id, req.query.day, req.query.paper, lang(req))),
  });
};
