/**
 * The show report's part of the composition root (services.ts): the report that writes itself at
 * the end of a show and its distribution (docs/decisions/0029-show-report.md), built once from the
 * repositories they read; each reader's language and clock come from their account
 * (docs/decisions/0040-i18n-app-and-server.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import { reportRepo } from '../report/report.repo.js';
import { distributionService } from './distribution.service.js';
import { showReportRepo } from './showReport.repo.js';
import { showReportService } from './showReport.service.js';

type ReportDeps = Parameters<typeof showReportService>[0];

export function showReportServices(
  d: { db: Kysely<Database>; events: Pick<EventsRepo, 'findById'>; productions: ProductionsRepo; users: UsersRepo } & Pick<
    ReportDeps,
    'perms' | 'clock' | 'mailer' | 'publicUrl' | 'log' | 'status'
  >,
) {
  const repo = showReportRepo(d.db);
  const showReports = showReportService({
    repo,
    report: reportRepo(d.db),
    ...{ perms: d.perms, clock: d.clock, mailer: d.mailer, publicUrl: d.publicUrl, log: d.log, status: d.status },
    timeZoneOf: async (eventId) => {
      const e = await d.events.findById(eventId);
      return e?.production_id ? ((await d.productions.findById(e.production_id))?.time_zone ?? null) : null;
    },
    accounts: { byId: (id) => d.users.findById(id), byEmail: (key) => d.users.findByEmailKey(key) },
  });
  const distribution = distributionService({
    repo,
    report: reportRepo(d.db),
    productions: d.productions,
    perms: d.perms,
    reports: showReports,
  });
  return { showReports, distribution };
}
