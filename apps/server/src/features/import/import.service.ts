/**
 * Excel import (DESIGN.md §1): an .xlsx in the export layout (or a variant) appends cues, makes
 * the departments it names that do not exist yet, and adds their tasks, all in one transaction.
 * Any problem and nothing changes: the answer lists every problem so the file can be fixed.
 */
import { LIMITS, type ImportPreview, type ImportResult } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import type { EventsRepo } from '../events/events.repo.js';
import { uniqueCode } from '../events/events.service.js';
import type { RundownRepo, RundownRepos } from '../cues/rundown.repo.js';
import type { RefetchNotifier } from '../cues/rundownAccess.js';
import type { NewTaskRow } from '../tasks/tasks.repo.js';
import { callerAccess } from '../export/showAccess.js';
import { readRundown } from './readRundownSheet.js';
import { openWorkbook } from './workbookFile.js';

const nameKey = (name: string) => name.toLocaleLowerCase('en');

/** Problems that depend on what the event already holds (room for the cues and departments). */
function eventProblems(preview: ImportPreview, cueCount: number, departmentNames: readonly string[]): string[] {
  const problems: string[] = [];
  if (cueCount + preview.rows.length > LIMITS.maxCuesPerEvent)
    problems.push(`The event has ${cueCount} cues; ${preview.rows.length} more would pass the limit of ${LIMITS.maxCuesPerEvent}.`);
  const existing = new Set(departmentNames.map(nameKey));
  const added = preview.departments.filter((n) => !existing.has(nameKey(n))).length;
  if (existing.size + added > LIMITS.maxDepartmentsPerEvent)
    problems.push(`An event can have at most ${LIMITS.maxDepartmentsPerEvent} departments; this file would make ${existing.size + added}.`);
  return problems;
}

/** Every problem of a preview, rows included, as error issues. */
function allProblems(preview: ImportPreview): Array<{ path: string; message: string }> {
  return [
    ...preview.problems.map((message) => ({ path: 'file', message })),
    ...preview.rows.flatMap((r) => r.problems.map((message) => ({ path: `row ${r.row}`, message: `Row ${r.row}: ${message}` }))),
  ];
}

export function importService(d: {
  perms: Permissions;
  events: EventsRepo;
  repos: RundownRepos;
  rundown: RundownRepo;
  notifier: RefetchNotifier;
  clock: Clock;
}) {
  async function previewFor(eventId: number, file: Buffer): Promise<ImportPreview> {
    const preview = readRundown(await openWorkbook(file));
    const [cueCount, departments] = await Promise.all([d.repos.cues.countForEvent(eventId), d.repos.departments.listForEvent(eventId)]);
    return {
      ...preview,
      problems: [
        ...preview.problems,
        ...eventProblems(
          preview,
          cueCount,
          departments.map((x) => x.name),
        ),
      ],
    };
  }

  /** Codes for the departments that may be new, distinct from each other (made before the transaction). */
  async function codesFor(count: number): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < count) codes.add(await uniqueCode(async (c) => codes.has(c) || (await d.events.codeTaken(c))));
    return [...codes];
  }

  async function write(r: RundownRepos, eventId: number, preview: ImportPreview, codes: string[]): Promise<ImportResult['created']> {
    const at = isoNow(d.clock);
    const existingCues = await r.cues.orderedIds(eventId);
    const existingDeps = await r.departments.listForEvent(eventId);
    const problems = eventProblems(
      preview,
      existingCues.length,
      existingDeps.map((x) => x.name),
    );
    if (problems.length > 0)
      throw badRequest(
        `Nothing was imported: ${problems[0]}`,
        problems.map((message) => ({ path: 'file', message })),
      );

    const depIds = new Map(existingDeps.map((x) => [nameKey(x.name), x.id]));
    let position = await r.departments.nextPosition(eventId);
    let departments = 0;
    for (const name of preview.departments) {
      if (depIds.has(nameKey(name))) continue;
      const id = await r.departments.insert({
        event_id: eventId,
        name,
        access_code: codes[departments] ?? null,
        position: position++,
        created_at: at,
      });
      depIds.set(nameKey(name), id);
      departments++;
    }

    const tasks: NewTaskRow[] = [];
    for (const [i, row] of preview.rows.entries()) {
      const cueId = await r.cues.insert({
        event_id: eventId,
        number: existingCues.length + i + 1,
        time: row.time,
        action: row.action,
        notes: row.notes,
        duration: row.duration,
        color_mark: row.colorMark,
        created_at: at,
        updated_at: at,
      });
      for (const [name, list] of Object.entries(row.tasks)) {
        const departmentId = depIds.get(nameKey(name));
        if (departmentId === undefined) continue; // every task column is a department of the preview
        list.forEach((t, position) =>
          tasks.push({
            cue_id: cueId,
            department_id: departmentId,
            description: t.description,
            completed: t.completed ? 1 : 0,
            completed_at: t.completed ? at : null,
            color: t.color ?? '',
            position,
            created_at: at,
            updated_at: at,
          }),
        );
      }
    }
    await r.tasks.insertMany(tasks);
    return { cues: preview.rows.length, departments, tasks: tasks.length };
  }

  return {
    /** What the file would import, with every problem; changes nothing. */
    async preview(actor: Actor, eventId: number, file: Buffer): Promise<ImportPreview> {
      await callerAccess(d.perms, actor, eventId);
      return previewFor(eventId, file);
    },

    async commit(actor: Actor, eventId: number, file: Buffer): Promise<ImportResult> {
      await callerAccess(d.perms, actor, eventId);
      const preview = await previewFor(eventId, file);
      const problems = allProblems(preview);
      if (problems.length > 0) {
        const n = problems.length;
        throw badRequest(`Nothing was imported: the file has ${n} problem${n === 1 ? '' : 's'}. ${problems[0]!.message}`, problems);
      }
      // One code per named department (at most 50): enough whatever exists once the transaction runs.
      const codes = await codesFor(preview.departments.length);
      const { value: created, revision } = await d.rundown.change(eventId, (r) => write(r, eventId, preview, codes));
      d.notifier.publish(eventId, 'cues', revision);
      if (created.departments > 0) d.notifier.publish(eventId, 'departments', revision);
      if (created.tasks > 0) d.notifier.publish(eventId, 'tasks', revision);
      return { created };
    },
  };
}
export type ImportService = ReturnType<typeof importService>;
