/** The export payload (spec 2 §3, §7) and the Excel file built from it (DESIGN.md §8). */
import type { ExportPayload } from '@showcaller/shared';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { presentEvent } from '../events/events.service.js';
import type { RundownRepos } from '../cues/rundown.repo.js';
import { presentCue } from '../cues/cues.service.js';
import { presentDepartment } from '../departments/departments.service.js';
import { presentTask } from '../tasks/task.presenter.js';
import { callerAccess } from './showAccess.js';
import { exportFileName } from './fileName.js';
import { rundownWorkbook } from './rundownWorkbook.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportService(d: { perms: Permissions; repos: RundownRepos }) {
  return {
    /** Everything of the rundown; access codes are left out, since exports get printed and passed around. */
    async payload(actor: Actor, eventId: number): Promise<ExportPayload> {
      const { event } = await callerAccess(d.perms, actor, eventId);
      const [departments, cues, tasks] = await Promise.all([
        d.repos.departments.listForEvent(eventId),
        d.repos.cues.listForEvent(eventId),
        d.repos.tasks.listForEvent(eventId),
      ]);
      return {
        event: { ...presentEvent(event), showCallerCode: '' },
        departments: departments.map((r) => presentDepartment(r, false)),
        cues: cues.map(presentCue),
        tasks: tasks.map(presentTask),
      };
    },

    async xlsx(actor: Actor, eventId: number): Promise<{ fileName: string; body: Buffer }> {
      const payload = await this.payload(actor, eventId);
      return { fileName: exportFileName(payload.event.name, '-Rundown.xlsx'), body: await rundownWorkbook(payload) };
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
