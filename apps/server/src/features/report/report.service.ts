/** The as-run report: planned against actual per cue, from the as-run log (owner and co-caller). */
import type { Report } from '@showcaller/shared';
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
  return {
    async report(actor: Actor, eventId: number): Promise<Report> {
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
      });
    },

    /** The workbook in the asker's language and clock (their account's, else `acceptLanguage`). */
    async xlsx(actor: Actor, eventId: number, timeZone = 'UTC', acceptLanguage?: string): Promise<{ fileName: string; body: Buffer }> {
      const report = await this.report(actor, eventId);
      timeOfDayFormatter(timeZone); // an unknown zone is a 400
      const reader = d.readerOf ? await d.readerOf(actor, acceptLanguage) : ENGLISH_READER;
      return { fileName: exportFileName(report.eventName, '-As-Run.xlsx'), body: await reportWorkbook(report, timeZone, reader) };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
