/**
 * The show report's distribution lists and a production's day summary (docs/decisions/0029-show-report.md).
 * Both belong to the owner: a co-caller or department code, or another account, reads neither (404
 * for another account's event or production, as for a missing one).
 */
import {
  clockTimeFromSeconds,
  effectiveDuration,
  parseClockTime,
  type DaySummary,
  type PaperSize,
  type recipientsSchema,
} from '@showcaller/shared';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { exportFileName } from '../../lib/excel/fileName.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import type { Permissions } from '../access/permissions.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import type { ReportRepo } from '../report/report.repo.js';
import { parseList, type ShowReportService } from './showReport.service.js';
import type { ShowReportRepo } from './showReport.repo.js';
import { timeOfDay } from './reportText.js';
import type { Reader } from '../../lib/reader.js';
import { daySummaryPdf } from './showReportPdf.js';

type Recipients = z.infer<typeof recipientsSchema>;

export function distributionService(d: {
  repo: ShowReportRepo;
  report: ReportRepo;
  productions: ProductionsRepo;
  perms: Permissions;
  reports: ShowReportService;
}) {
  async function ownedProduction(actor: Actor, id: number) {
    const user = requireUser(actor);
    const p = await d.productions.findById(id);
    if (!p || p.owner_id !== user.userId) throw notFound('errors.productions.productionNotFound');
    return p;
  }

  async function summary(
    actor: Actor,
    productionId: number,
    day: string,
    acceptLanguage?: string,
  ): Promise<DaySummary & { reader: Reader }> {
    const p = await ownedProduction(actor, productionId);
    const reader = await d.reports.readerFor(actor, acceptLanguage);
    const at = timeOfDay(p.time_zone, reader);
    const events = await d.repo.dayEvents(productionId, day);
    const rooms = await Promise.all(
      events.map(async (e) => {
        const [ends, cues] = await Promise.all([d.repo.ends(e.id), d.report.cues(e.id)]);
        const last = cues.at(-1);
        const start = last ? parseClockTime(last.time) : null;
        const plannedEnd = last && start !== null ? clockTimeFromSeconds((start + effectiveDuration(last.duration)) % 86_400) : null;
        const end = ends.at(-1);
        const base = { room: e.room, eventId: e.id, eventName: e.name, plannedEnd };
        if (!end)
          return { ...base, actualEnd: null, overUnderSeconds: null, holds: 0, holdSeconds: 0, problems: 0, houseCount: null, run: null };
        const r = await d.reports.compile({ id: e.id, name: e.name, owner_id: p.owner_id }, end.run, reader);
        return {
          ...base,
          actualEnd: at(r.run.endedAt),
          overUnderSeconds: r.total.overUnderSeconds,
          holds: r.holds.length,
          holdSeconds: r.holds.reduce((n, h) => n + h.seconds, 0),
          problems: r.showLog.filter((x) => x.kind === 'problem').length,
          houseCount: r.form.houseCount,
          run: end.run,
        };
      }),
    );
    return { productionId, productionName: p.name, day, rooms, reader };
  }

  return {
    /** The list the event's report goes to: its production's when it is in one, else its own (owner). */
    async eventRecipients(actor: Actor, eventId: number): Promise<Recipients> {
      await d.perms.event(actor, eventId, 'own');
      const r = await d.repo.eventRecipients(eventId);
      const productionId = r?.production_id ?? null;
      return productionId !== null
        ? { addresses: parseList(r?.production), from: 'production', productionId }
        : { addresses: parseList(r?.own), from: 'event', productionId: null };
    },
    async setEventRecipients(actor: Actor, eventId: number, addresses: string[]): Promise<Recipients> {
      await d.perms.event(actor, eventId, 'own');
      const r = await d.repo.eventRecipients(eventId);
      const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
      // An event in a production mails the production's list: that is the one edited here.
      if (r?.production_id !== null && r?.production_id !== undefined)
        await d.repo.setProductionRecipients(r.production_id, JSON.stringify(unique));
      else await d.repo.setEventRecipients(eventId, JSON.stringify(unique));
      return this.eventRecipients(actor, eventId);
    },
    async productionRecipients(actor: Actor, productionId: number): Promise<Recipients> {
      const p = await ownedProduction(actor, productionId);
      return { addresses: parseList(p.report_recipients), from: 'production', productionId };
    },
    async setProductionRecipients(actor: Actor, productionId: number, addresses: string[]): Promise<Recipients> {
      await ownedProduction(actor, productionId);
      await d.repo.setProductionRecipients(productionId, JSON.stringify([...new Set(addresses.map((a) => a.toLowerCase()))]));
      return this.productionRecipients(actor, productionId);
    },
    async daySummary(actor: Actor, productionId: number, day: string, acceptLanguage?: string): Promise<DaySummary> {
      const { reader: _reader, ...s } = await summary(actor, productionId, day, acceptLanguage);
      return s;
    },
    async daySummaryPdf(actor: Actor, productionId: number, day: string, paper: PaperSize, acceptLanguage?: string) {
      const { reader, ...s } = await summary(actor, productionId, day, acceptLanguage);
      return { fileName: exportFileName(s.productionName, `-${day}-Day-Summary.pdf`), body: await daySummaryPdf(s, paper, reader) };
    },
  };
}
export type DistributionService = ReturnType<typeof distributionService>;
