/** The as-run report: planned against actual per cue, from the as-run log (owner and co-caller). */
import type { CatalogLocale, Report } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { callerAccess } from '../rundown/access.js';
import { exportFileName } from '../../lib/excel/fileName.js';
import { asRunReport } from './asRun.js';
import type { ReportRepo } from './report.repo.js';
import { reportWorkbook, timeOfDayFormatter } from './reportWorkbook.js';
import { ENGLISH_READER, type ReaderOf } from '../../lib/reader.js';

export function reportService(d: { repo: ReportRepo; perms: Permissions; clock: Clock; readerOf?: ReaderOf }) {
  /** The asker's language and clock: their account's, else `acceptLanguage` (docs/decisions/0040-i18n-app-and-server.md). */
  const readerFor = async (actor: Actor, acceptLanguage: string | undefined) =>
    d.readerOf ? d.readerOf(actor, acceptLanguage) : ENGLISH_READER;

  async function build(actor: Actor, eventId: number, locale: CatalogLocale): Promise<Report> {
    const { event } = await callerAccess(d.perms, actor, eventId);
    const [cues, log, departments, recipients] = await Promise.all([
      d.repo.cues(eventId),
      d.repo.log(eventId),
      d.repo.departments(eventId),
      d.repo.recipients(eventId),
    ]);
    return asRunReport(event, cues, log, new Map(departments.map((x) => [x.id, x.name])), d.clock.now(), {
      ownerId: event.owner_id,
      recipients,
      locale,
    });
  }

  return {
    /** The report; its show log's words in the asker's language. */
    async report(actor: Actor, eventId: number, acceptLanguage?: string): Promise<Report> {
      return build(actor, eventId, (await readerFor(actor, acceptLanguage)).locale);
    },

    /** The workbook in the asker's language and clock. */
    async xlsx(actor: Actor, eventId: number, timeZone = 'UTC', acceptLanguage?: string): Promise<{ fileName: string; body: Buffer }> {
      const reader = await readerFor(actor, acceptLanguage);
      const report = await build(actor, eventId, reader.locale);
      timeOfDayFormatter(timeZone); // an unknown zone is a 400
      return { fileName: exportFileName(report.eventName, '-As-Run.xlsx'), body: await reportWorkbook(report, timeZone, reader) };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
