/** The export payload (docs/product.md#calls) and the Excel file built from it (docs/decisions/0009-excel-round-trip.md). */
import type { CueFieldValue, ExportPayload } from '@showcaller/shared';
import { presentField, presentValues } from '../cueFields/cueField.presenter.js';
import type { Actor } from '../auth/actor.js';
import { managesEvent, type Permissions } from '../access/permissions.js';
import { presentEvent } from '../events/event.presenter.js';
import { NO_PLACE } from '../events/events.service.js';
import type { RundownRepos } from '../rundown/rundown.repo.js';
import { presentCue } from '../cues/cue.presenter.js';
import { presentDepartment } from '../departments/department.presenter.js';
import { presentTask } from '../tasks/task.presenter.js';
import { callerAccess } from '../rundown/access.js';
import { exportFileName } from '../../lib/excel/fileName.js';
import { rundownWorkbook } from './rundownWorkbook.js';
import type { ReaderOf } from '../../lib/reader.js';
import type { StartLinksService } from '../startLinks/startLinks.service.js';

export function exportService(d: {
  perms: Permissions;
  repos: Pick<RundownRepos, 'cues' | 'departments' | 'tasks' | 'triggers' | 'fields'>;
  /** The production an event is in (its name and time zone go in the hidden "ShowCaller Event" sheet). */
  productions?: { findById(id: number): Promise<{ name: string; time_zone: string } | undefined> };
  /** A linked start's projection at the moment of the export (the visible "Linked Start" sheet, docs/decisions/0028-linked-event-starts.md). */
  startLinks?: Pick<StartLinksService, 'projectedStart'>;
  /** The asker's language and clock, for the sheets that are not the spec's (docs/decisions/0040-i18n-app-and-server.md). */
  readerOf?: ReaderOf;
}) {
  return {
    /** Everything of the rundown; access codes are left out, since exports get printed and passed around. */
    async payload(actor: Actor, eventId: number): Promise<ExportPayload> {
      const { event, role } = await callerAccess(d.perms, actor, eventId);
      const [departments, cues, tasks] = await Promise.all([
        d.repos.departments.listForEvent(eventId),
        d.repos.cues.listForEvent(eventId),
        d.repos.tasks.listForEvent(eventId),
      ]);
      return {
        // A co-caller's export names no production (access codes see nothing of productions, ADR 0026).
        event: { ...presentEvent(event), showCallerCode: '', ...(managesEvent(role) ? {} : NO_PLACE) },
        departments: departments.map((r) => presentDepartment(r, false)),
        cues: cues.map(presentCue),
        tasks: tasks.map(presentTask),
      };
    },

    async xlsx(actor: Actor, eventId: number, acceptLanguage?: string): Promise<{ fileName: string; body: Buffer }> {
      const payload = await this.payload(actor, eventId);
      const triggers = await d.repos.triggers.listForEvent(eventId);
      const { productionId, room, day } = payload.event;
      const production = productionId ? await d.productions?.findById(productionId) : undefined;
      const place = production && room && day ? { production: production.name, timeZone: production.time_zone, room, day } : undefined;
      const linked = (await d.startLinks?.projectedStart(eventId)) ?? undefined;
      // Custom fields go in their own sheet (docs/decisions/0034-custom-fields.md).
      const [fieldRows, valueRows] = await Promise.all([d.repos.fields.listForEvent(eventId), d.repos.fields.listValues(eventId)]);
      const values = new Map<number, Map<number, CueFieldValue>>();
      for (const v of presentValues(valueRows))
        values.set(v.cueId, (values.get(v.cueId) ?? new Map<number, CueFieldValue>()).set(v.fieldId, v.value));
      const custom = { fields: fieldRows.map(presentField), values };
      return {
        fileName: exportFileName(payload.event.name, '-Rundown.xlsx'),
        body: await rundownWorkbook(
          payload,
          triggers,
          place,
          linked,
          custom,
          d.readerOf ? await d.readerOf(actor, acceptLanguage) : undefined,
        ),
      };
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
