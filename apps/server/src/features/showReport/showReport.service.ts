/**
 * The show report that writes itself (docs/decisions/0029-show-report.md). A run of
 * the show ends when its last cue completes (jobs/showEnd.ts) or a caller presses End show; the end
 * is recorded once per run, the report compiled from that run's as-run, mailed once to the
 * distribution list (the event's, or its production's), and kept as a PDF with the caller's form.
 */
import {
  EMPTY_SHOW_REPORT_FORM,
  showReportFormSchema,
  type PaperSize,
  type ShowEnd,
  type ShowReport,
  type ShowReportForm,
} from '@showcaller/shared';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../../lib/clock.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { exportFileName } from '../../lib/excel/fileName.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { callerAccess, runnerAccess } from '../rundown/access.js';
import type { ReportRepo } from '../report/report.repo.js';
import { actorLabel } from '../cueStatus/cueStatus.service.js';
import { rowToState, type CueStatusRepo } from '../cueStatus/cueStatus.repo.js';
import { lastCueCompletesAt } from '../../timing/showEnd.js';
import { compileShowReport } from './compile.js';
import type { ShowEndRow, ShowReportRepo } from './showReport.repo.js';
import { showReportMail } from './showReportMail.js';
import { showReportPdf } from './showReportPdf.js';
import { english, serverT } from '../../lib/i18n.js';
import { ENGLISH_READER, readerOf, type AccountLanguageRow, type Reader } from '../../lib/reader.js';

export const NOT_STARTED = english('errors.showReport.notStarted');
export const RUN_NOT_FOUND = english('errors.showReport.runNotFound');
export const FORM_SENT = english('errors.showReport.formSent');
const EMPTY_LIST = 'The distribution list is empty: the owner adds addresses on the report page.';

const addresses = z.array(z.string());
export function parseList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const r = addresses.safeParse(JSON.parse(json));
    return r.success ? r.data : [];
  } catch {
    return [];
  }
}
function parseForm(json: string | null): ShowReportForm {
  if (!json) return EMPTY_SHOW_REPORT_FORM;
  try {
    const r = showReportFormSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : EMPTY_SHOW_REPORT_FORM;
  } catch {
    return EMPTY_SHOW_REPORT_FORM;
  }
}

function endedByText(label: string, ownerId: number, reader: Reader): string {
  if (label === 'server') return serverT(reader.locale, 'documents.showReport.endedByServer');
  if (label === 'caller-code') return serverT(reader.locale, 'documents.showReport.coCaller');
  if (label === `user:${ownerId}`) return serverT(reader.locale, 'documents.showReport.owner');
  return label;
}

/**
 * A recipient's language and clock: their account's when the address is an account's (its clock,
 * and its language when it chose one), else the sender's.
 */
function recipientReader(account: AccountLanguageRow | undefined, sender: Reader): Reader {
  if (!account) return sender;
  const own = readerOf(undefined, account);
  return { locale: account.language === null ? sender.locale : own.locale, clock: own.clock };
}

export function showReportService(d: {
  repo: ShowReportRepo;
  report: ReportRepo;
  perms: Permissions;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** The production's time zone of an event, if it is in one. */
  timeZoneOf: (eventId: number) => Promise<string | null>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  status: Pick<CueStatusRepo, 'get' | 'cuesForTiming'>;
  /** An account's language and clock, by id and by address (lower case): the reader of a download or a mail. */
  accounts: {
    byId(userId: number): Promise<AccountLanguageRow | undefined>;
    byEmail(emailKey: string): Promise<AccountLanguageRow | undefined>;
  };
}) {
  /** Who asks: the account's language and clock, else the request's Accept-Language and 24-hour. */
  async function readerFor(actor: Actor, acceptLanguage: string | undefined): Promise<Reader> {
    return readerOf(acceptLanguage, actor.kind === 'user' ? await d.accounts.byId(actor.userId) : null);
  }

  async function present(eventId: number, ownerId: number, rows: ShowEndRow[], reader: Reader): Promise<ShowEnd[]> {
    const mails = await d.repo.mails(rows.map((r) => r.id));
    return rows.map((r) => ({
      run: r.run,
      reason: r.reason,
      endedAt: new Date(r.ended_at_ms).toISOString(),
      endedBy: endedByText(r.ended_by, ownerId, reader),
      mails: mails
        .filter((m) => m.show_end_id === r.id)
        .map((m) => ({ purpose: m.purpose, sentAt: m.sent_at, recipients: m.recipients, error: m.error })),
    }));
  }

  async function compile(event: { id: number; name: string; owner_id: number }, run: number, reader = ENGLISH_READER): Promise<ShowReport> {
    const rows = await d.repo.ends(event.id);
    const row = rows.find((r) => r.run === run);
    if (!row) throw notFound('errors.showReport.runNotFound');
    const before = rows.find((r) => r.run === run - 1);
    const [cues, log, departments, recipients, [end]] = await Promise.all([
      d.report.cues(event.id),
      d.report.log(event.id),
      d.report.departments(event.id),
      d.report.recipients(event.id),
      present(event.id, event.owner_id, [row], reader),
    ]);
    return compileShowReport({
      event,
      cues,
      log,
      departments,
      names: { ownerId: event.owner_id, recipients, locale: reader.locale },
      window: { afterLogId: before?.last_log_id ?? 0, lastLogId: row.last_log_id, endedAtMs: row.ended_at_ms },
      end: end!,
      form: parseForm(row.form),
      formUpdatedAt: row.form_updated_at,
      locale: reader.locale,
    });
  }

  async function recipientsOf(eventId: number): Promise<string[]> {
    const r = await d.repo.eventRecipients(eventId);
    return parseList(r?.production_id !== null && r?.production_id !== undefined ? r.production : r?.own);
  }

  /** Sends a run's report mail once across every process: only the claim's winner sends. */
  async function mailOnce(
    event: { id: number; name: string; owner_id: number },
    row: ShowEndRow,
    purpose: 'ended' | 'form',
    sender: Reader,
  ) {
    if (!(await d.repo.claimMail(row.id, purpose, isoNow(d.clock)))) return false;
    const to = await recipientsOf(event.id);
    if (to.length === 0) {
      await d.repo.mailDone(row.id, purpose, { sentAt: null, recipients: 0, error: EMPTY_LIST });
      return true;
    }
    try {
      const timeZone = (await d.timeZoneOf(event.id)) ?? 'UTC';
      const link = `${d.publicUrl.replace(/\/$/, '')}/event/${event.id}/report?run=${row.run}`;
      // One mail per language and clock: each recipient reads it in their account's, else the sender's.
      const groups = new Map<string, { reader: Reader; to: string[] }>();
      for (const address of to) {
        const reader = recipientReader(await d.accounts.byEmail(address.toLowerCase()), sender);
        const key = `${reader.locale}|${reader.clock}`;
        const group = groups.get(key) ?? { reader, to: [] };
        group.to.push(address);
        groups.set(key, group);
      }
      for (const { reader, to: addresses } of groups.values()) {
        const report = await compile(event, row.run, reader);
        await d.mailer.send({
          to: addresses.join(', '),
          ...showReportMail(report, { timeZone, link, withForm: purpose === 'form', reader }),
        });
      }
      await d.repo.mailDone(row.id, purpose, { sentAt: isoNow(d.clock), recipients: to.length, error: null });
    } catch (err) {
      d.log.error({ err, eventId: event.id, run: row.run }, 'show report mail failed');
      await d.repo.mailDone(row.id, purpose, {
        sentAt: null,
        recipients: to.length,
        error: 'The mail could not be sent; the report is kept here.',
      });
    }
    return true;
  }

  /** Records an end (once per run) and mails the report when this call wrote it. */
  /** `sender`: who ended it (the request's asker), else the owner's account (the server ended it). */
  async function ended(eventId: number, reason: ShowEndRow['reason'], endedBy: string, atMs: number, sender?: Reader) {
    const r = await d.repo.recordEnd(eventId, { reason, endedBy, atMs });
    if (r === 'not-started') return r;
    if (r.created) {
      const event = await d.repo.event(eventId);
      if (event) await mailOnce(event, r.row, 'ended', sender ?? readerOf(undefined, await d.accounts.byId(event.owner_id)));
    }
    return r;
  }

  return {
    ended,

    /**
     * Ends the run when its last cue has completed (jobs/showEnd.ts calls this at that moment, in
     * every process; the run's unique key keeps it to one end and one mail). Answers the server ms
     * at which it will complete when that is still ahead, else null.
     */
    async checkLastCue(eventId: number): Promise<number | null> {
      const row = await d.status.get(eventId);
      if (!row) return null;
      const at = lastCueCompletesAt(rowToState(row), await d.status.cuesForTiming(eventId));
      if (at === null) return null;
      if (at > d.clock.now()) return at;
      await ended(eventId, 'last-cue', 'server', at);
      return null;
    },

    /** End show: owner and co-caller; idempotent (an ended run answers itself until a cue goes again). */
    async end(actor: Actor, eventId: number, acceptLanguage?: string): Promise<ShowEnd> {
      const { event } = await runnerAccess(d.perms, actor, eventId);
      const reader = await readerFor(actor, acceptLanguage);
      const r = await ended(eventId, 'caller', actorLabel(actor), d.clock.now(), reader);
      if (r === 'not-started') throw new HttpError(409, 'errors.showReport.notStarted');
      const rows = await d.repo.ends(eventId);
      const [shown] = await present(
        eventId,
        event.owner_id,
        rows.filter((x) => x.id === r.row.id),
        reader,
      );
      return shown!;
    },

    async list(actor: Actor, eventId: number, acceptLanguage?: string): Promise<{ ended: ShowEnd[] }> {
      const { event } = await callerAccess(d.perms, actor, eventId);
      return { ended: await present(eventId, event.owner_id, await d.repo.ends(eventId), await readerFor(actor, acceptLanguage)) };
    },

    async report(actor: Actor, eventId: number, run: number, acceptLanguage?: string): Promise<ShowReport> {
      const { event } = await callerAccess(d.perms, actor, eventId);
      return compile(event, run, await readerFor(actor, acceptLanguage));
    },

    /** The caller's form: saved whole every time (nothing entered is lost), also after the mail went. */
    async saveForm(actor: Actor, eventId: number, run: number, form: ShowReportForm, acceptLanguage?: string): Promise<ShowReport> {
      const { event } = await runnerAccess(d.perms, actor, eventId);
      const row = await d.repo.end(eventId, run);
      if (!row) throw notFound('errors.showReport.runNotFound');
      const ids = new Set((await d.report.departments(eventId)).map((x) => x.id));
      if (form.departmentNotes.some((n) => !ids.has(n.departmentId))) throw badRequest('errors.showReport.departmentNoteNames');
      await d.repo.saveForm(row.id, JSON.stringify(form), isoNow(d.clock));
      return compile(event, run, await readerFor(actor, acceptLanguage));
    },

    /** Mails the report with the form, once per run. */
    async sendForm(actor: Actor, eventId: number, run: number, acceptLanguage?: string): Promise<ShowEnd> {
      const { event } = await runnerAccess(d.perms, actor, eventId);
      const row = await d.repo.end(eventId, run);
      if (!row) throw notFound('errors.showReport.runNotFound');
      const reader = await readerFor(actor, acceptLanguage);
      if (!(await mailOnce(event, row, 'form', reader))) throw new HttpError(409, 'errors.showReport.formSent');
      const [shown] = await present(eventId, event.owner_id, [row], reader);
      return shown!;
    },

    async pdf(
      actor: Actor,
      eventId: number,
      run: number,
      o: { paper: PaperSize; tz?: string | undefined; acceptLanguage?: string | undefined },
    ): Promise<{ fileName: string; body: Buffer }> {
      const { paper, tz } = o;
      const { event } = await callerAccess(d.perms, actor, eventId);
      const reader = await readerFor(actor, o.acceptLanguage);
      const report = await compile(event, run, reader);
      const timeZone = tz ?? (await d.timeZoneOf(eventId)) ?? 'UTC';
      return {
        fileName: exportFileName(event.name, `-Show-Report-${run}.pdf`),
        body: await showReportPdf(report, { paper, timeZone, reader }),
      };
    },

    compile,
    readerFor,
    recipientsOf,
  };
}
export type ShowReportService = ReturnType<typeof showReportService>;
