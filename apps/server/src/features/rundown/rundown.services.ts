/** Wires the rundown features (cues, departments, tasks) for services.ts. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Bus } from '../../bus/bus.js';
import type { Permissions } from '../access/permissions.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { CodesService } from '../codes/codes.service.js';
import { departmentsRepo } from '../departments/departments.repo.js';
import { departmentsService } from '../departments/departments.service.js';
import { tasksRepo } from '../tasks/tasks.repo.js';
import { tasksService } from '../tasks/tasks.service.js';
import { cuesRepo } from '../cues/cues.repo.js';
import { cueTriggersRepo } from '../cues/cueTriggers.repo.js';
import { cuesService } from '../cues/cues.service.js';
import { rundownRepo } from './rundown.repo.js';
import { refetchNotifier } from './access.js';

type CuesDeps = Parameters<typeof cuesService>[0];

export function rundownServices(d: {
  db: Kysely<Database>;
  events: EventsRepo;
  sessions: SessionsRepo;
  codes: CodesService;
  perms: Permissions;
  clock: Clock;
  bus: Bus;
  cueDeleted: CuesDeps['cueDeleted'];
}) {
  const cues = cuesRepo(d.db);
  const departments = departmentsRepo(d.db);
  const tasks = tasksRepo(d.db);
  const rundown = rundownRepo(d.db);
  const notifier = refetchNotifier(d.events, d.bus);
  const { perms, clock } = d;
  return {
    repos: { cues, departments, tasks, triggers: cueTriggersRepo(d.db) },
    cues: cuesService({ cues, tasks, rundown, perms, notifier, clock, cueDeleted: d.cueDeleted }),
    departments: departmentsService({
      departments,
      tasks,
      codes: d.codes,
      sessions: d.sessions,
      rundown,
      perms,
      notifier,
      bus: d.bus,
      clock,
    }),
    tasks: tasksService({ tasks, cues, departments, perms, notifier, clock }),
  };
}
