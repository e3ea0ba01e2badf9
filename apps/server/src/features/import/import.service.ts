/**
 * Excel import (docs/decisions/0009-excel-round-trip.md): an .xlsx in the export layout (or a variant) appends cues (or
 * replaces the rundown's cues), makes the departments it names that do not exist yet, and adds
 * their tasks, all in one transaction. Any problem and nothing changes: the answer lists every
 * problem so the file can be fixed. Completed ticks in the file are dropped unless asked for: a
 * re-imported rundown is a fresh show. Imports are gated (importGate.ts): one per account at once.
 * The preview names every field a replace would drop or change (importChanges.ts, docs/decisions/0024).
 */
import {
  LIMITS,
  fieldNameKey,
  fieldValueText,
  type CueTrigger,
  type ImportOptions,
  type ImportPreview,
  type ImportResult,
  type Who,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { managesEvent, type Permissions } from '../access/permissions.js';
import type { CodesService } from '../codes/codes.service.js';
import type { RundownRepo, RundownRepos } from '../rundown/rundown.repo.js';
import { rippleTimes } from '../cues/cues.service.js';
import type { RefetchNotifier } from '../rundown/access.js';
import type { NewTaskRow } from '../tasks/tasks.repo.js';
import { objectAccess } from '../rundown/access.js';
import { DEFAULT_IMPORTS_PER_MINUTE, importerKey, importGate } from './importGate.js';
import type { SheetPreview } from './readRundownSheet.js';
import type { ImportLocksRepo } from './importLocks.repo.js';
import { readInWorker } from './readInWorker.js';
import { checkWorkbook } from './workbookFile.js';
import { withReplaceChanges, type ExistingCue } from './importChanges.js';
import { fieldRules, rowFieldValues, withImportFields, type EventFieldRule } from './importFields.js';
import { presentField, presentValues } from '../cueFields/cueField.presenter.js';
import type { EventRow } from '../events/events.repo.js';
import type { Placement } from '../productions/productions.service.js';
import { saveVersionIn } from '../history/versions.service.js';

/** Room and day from the file (docs/decisions/0026-productions.md): checked before anything is written, set after the cues. */
export interface ImportPlace {
  resolve(event: EventRow, file: NonNullable<ImportPreview['place']>): Promise<Placement | undefined>;
  apply(eventId: number, place: Placement): Promise<void>;
}

const nameKey = (name: string) => name.toLocaleLowerCase('en');

/** Room for the cues: appending counts the event's cues, replacing does not. */
function cueLimitProblem(rows: number, existingCues: number, mode: ImportOptions['mode']): string | null {
  if (mode === 'replace' || existingCues + rows <= LIMITS.maxCuesPerEvent) return null;
  return `The event has ${existingCues} cues; ${rows} more would pass the limit of ${LIMITS.maxCuesPerEvent}. Replace the rundown instead, or import fewer rows.`;
}

/** Problems that depend on what the event already holds, whatever the mode (room for the departments). */
function eventProblems(preview: SheetPreview, departmentNames: readonly string[]): string[] {
  const problems: string[] = [];
  const existing = new Set(departmentNames.map(nameKey));
  const added = preview.departments.filter((n) => !existing.has(nameKey(n))).length;
  if (existing.size + added > LIMITS.maxDepartmentsPerEvent)
    problems.push(`An event can have at most ${LIMITS.maxDepartmentsPerEvent} departments; this file would make ${existing.size + added}.`);
  return problems;
}

/** Every problem of a preview, rows included, as error issues. */
function allProblems(preview: SheetPreview): Array<{ path: string; message: string }> {
  return [
    ...preview.problems.map((message) => ({ path: 'file', message })),
    ...preview.rows.flatMap((r) => r.problems.map((message) => ({ path: `row ${r.row}`, message: `Row ${r.row}: ${message}` }))),
  ];
}

const actionKey = (action: string) => action.trim().replace(/\s+/g, ' ');

/** The triggers of an event's cues, by Action text, in cue order (cues without triggers are left out). */
async function ownersTriggers(r: RundownRepos, eventId: number): Promise<Map<string, CueTrigger[][]>> {
  const [cues, triggers] = await Promise.all([r.cues.listForEvent(eventId), r.triggers.listForEvent(eventId)]);
  const byAction = new Map<string, CueTrigger[][]>();
  for (const cue of cues) {
    const list = triggers.get(cue.id);
    if (!list) continue;
    const key = actionKey(cue.action);
    byAction.set(key, [...(byAction.get(key) ?? []), list]);
  }
  return byAction;
}

export function importService(d: {
  perms: Permissions;
  codes: CodesService;
  repos: Pick<RundownRepos, 'cues' | 'departments' | 'tasks' | 'triggers' | 'fields'>;
  rundown: RundownRepo;
  notifier: RefetchNotifier;
  clock: Clock;
  /** The live status moves off cues that a replace removed (as after deleting the current cue). */
  cueDeleted?: (actor: Actor, eventId: number, cue: { id: number; number: number }) => Promise<unknown>;
  /** One import per account across processes (import_locks). */
  locks: ImportLocksRepo;
  /** Uploads per account, minute and import route (RATE_LIMIT_IMPORT_PER_MINUTE); the routes apply it. */
  perMinute?: number;
  place?: ImportPlace;
  /** Who imports, for the version saved first and the history (docs/decisions/0032-history-versions-presence.md). */
  who?: (actor: Actor) => Promise<Who>;
}) {
  const gate = importGate({ locks: d.locks, clock: d.clock });

  /** The event's custom fields as the import reads values with them (docs/decisions/0034-custom-fields.md). */
  async function eventFields(r: Pick<RundownRepos, 'fields'>, eventId: number): Promise<EventFieldRule[]> {
    return (await r.fields.listForEvent(eventId)).map(presentField);
  }

  /** The event's cues as a replace would overwrite them: fields, tasks by department name, triggers, custom values. */
  async function existingCues(eventId: number, fields: readonly EventFieldRule[]): Promise<ExistingCue[]> {
    const [cues, tasks, departments, triggers, values] = await Promise.all([
      d.repos.cues.listForEvent(eventId),
      d.repos.tasks.listForEvent(eventId),
      d.repos.departments.listForEvent(eventId),
      d.repos.triggers.listForEvent(eventId),
      d.repos.fields.listValues(eventId),
    ]);
    const fieldById = new Map(fields.map((f) => [f.id, f]));
    const valuesByCue = new Map<number, Map<string, { name: string; text: string }>>();
    for (const v of presentValues(values)) {
      const f = fieldById.get(v.fieldId);
      if (!f) continue;
      const own = valuesByCue.get(v.cueId) ?? new Map<string, { name: string; text: string }>();
      own.set(fieldNameKey(f.name), { name: f.name, text: fieldValueText(f.kind, v.value) });
      valuesByCue.set(v.cueId, own);
    }
    const depName = new Map(departments.map((x) => [x.id, x.name]));
    const byCue = new Map<number, Map<string, Array<{ description: string; color: string }>>>();
    for (const t of tasks) {
      const name = depName.get(t.department_id) ?? '';
      const cells = byCue.get(t.cue_id) ?? new Map<string, Array<{ description: string; color: string }>>();
      cells.set(name, [...(cells.get(name) ?? []), { description: t.description, color: t.color }]);
      byCue.set(t.cue_id, cells);
    }
    return cues.map((c) => ({
      number: c.number,
      time: c.time,
      timeMode: c.time_mode,
      action: c.action,
      notes: c.notes,
      duration: c.duration,
      colorMark: c.color_mark,
      timer: { timerType: c.timer_type, endAction: c.end_action, endTime: c.end_time },
      tasks: byCue.get(c.id) ?? new Map(),
      triggers: triggers.get(c.id) ?? [],
      fields: valuesByCue.get(c.id) ?? new Map(),
    }));
  }

  /** `changesFor`: list what a replace would change (the preview; the commit needs only the rows). */
  async function previewFor(eventId: number, file: Buffer, changesFor?: { withTriggers: boolean }): Promise<ImportPreview> {
    // Checked here (sizes and declarations, streamed), then read by ExcelJS in a worker with its own limits.
    await checkWorkbook(file);
    const [existingCount, departments, fields] = await Promise.all([
      d.repos.cues.countForEvent(eventId),
      d.repos.departments.listForEvent(eventId),
      eventFields(d.repos, eventId),
    ]);
    const preview = withImportFields(await readInWorker(file), fields);
    const rows =
      changesFor && existingCount > 0
        ? withReplaceChanges(preview.rows, await existingCues(eventId, fields), {
            dataSheet: preview.dataSheet ?? false,
            ...changesFor,
            fields: { rules: fieldRules(preview, fields), sheet: preview.customFields !== undefined },
          })
        : preview.rows;
    return {
      ...preview,
      rows,
      problems: [
        ...preview.problems,
        ...eventProblems(
          preview,
          departments.map((x) => x.name),
        ),
      ],
      existingCues: existingCount,
    };
  }

  /** Adds the file's fields the event lacks (after its own, shown in the table, to no crew); name key → id of every field. */
  async function addFileFields(r: RundownRepos, eventId: number, preview: SheetPreview, at: string): Promise<Map<string, number>> {
    const ids = new Map((await r.fields.listForEvent(eventId)).map((f) => [f.name_key, f.id]));
    let position = await r.fields.nextPosition(eventId);
    for (const f of preview.customFields ?? []) {
      const key = fieldNameKey(f.name);
      if (ids.has(key)) continue;
      const id = await r.fields.insert({
        event_id: eventId,
        name: f.name,
        name_key: key,
        kind: f.kind,
        choices: JSON.stringify(f.kind === 'choice' ? (f.choices ?? []) : []),
        position: position++,
        hidden: 0,
        crew_departments: '[]',
        created_at: at,
        updated_at: at,
      });
      ids.set(key, id);
    }
    return ids;
  }

  /** Codes for the departments that may be new, distinct from each other (made before the transaction). */
  function codesFor(count: number): Promise<string[]> {
    return d.codes.issueMany(count);
  }

  async function write(
    r: RundownRepos,
    eventId: number,
    preview: SheetPreview,
    codes: string[],
    options: ImportOptions,
    /** Only the event's owner sets OSC triggers (as in the Integrations tab); a co-caller's import leaves them out. */
    withTriggers: boolean,
  ): Promise<ImportResult> {
    const at = isoNow(d.clock);
    const existingCues = await r.cues.orderedIds(eventId);
    const existingDeps = await r.departments.listForEvent(eventId);
    const limit = cueLimitProblem(preview.rows.length, existingCues.length, options.mode);
    const problems = [
      ...(limit ? [limit] : []),
      ...eventProblems(
        preview,
        existingDeps.map((x) => x.name),
      ),
    ];
    if (problems.length > 0)
      throw badRequest(
        'errors.import.notImported',
        { problem: problems[0] ?? '' },
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

    // Replace: the cues go with their tasks; departments (and the codes crews hold) stay.
    const replaced = options.mode === 'replace' ? existingCues.length : 0;
    // A co-caller may not set triggers, so neither may their replace drop the owner's: each new cue
    // takes the triggers of the old cue with the same Action (in order, each old cue once).
    const keptTriggers = options.mode === 'replace' && !withTriggers ? await ownersTriggers(r, eventId) : null;
    if (options.mode === 'replace') {
      for (const cue of existingCues) {
        await r.tasks.deleteForCue(cue.id);
        await r.cues.delete(cue.id);
      }
    }
    const fieldIds = await addFileFields(r, eventId, preview, at);
    const rules = fieldRules(preview, await eventFields(r, eventId));
    const firstNumber = existingCues.length - replaced + 1;
    const keepTicks = options.ticks === 'keep';
    const tasks: NewTaskRow[] = [];
    for (const [i, row] of preview.rows.entries()) {
      const cueId = await r.cues.insert({
        event_id: eventId,
        number: firstNumber + i,
        time: row.time,
        action: row.action,
        notes: row.notes,
        duration: row.duration,
        color_mark: row.colorMark,
        // A file without the data sheet keeps every typed time fixed (hard); linked ones ripple below.
        time_mode: row.timeMode ?? 'hard',
        ...(row.timer ? { timer_type: row.timer.timerType, end_action: row.timer.endAction, end_time: row.timer.endTime } : {}),
        created_at: at,
        updated_at: at,
      });
      if (withTriggers && row.oscTriggers) await r.triggers.insertForCue(cueId, row.oscTriggers);
      const values = [...rowFieldValues(row, rules)].flatMap(([key, value]) => {
        const fieldId = fieldIds.get(key);
        return fieldId === undefined ? [] : [{ cue_id: cueId, field_id: fieldId, value: JSON.stringify(value) }];
      });
      await r.fields.insertValues(values);
      const kept = keptTriggers?.get(actionKey(row.action))?.shift();
      if (kept) await r.triggers.insertForCue(cueId, kept);
      for (const [name, list] of Object.entries(row.tasks)) {
        const departmentId = depIds.get(nameKey(name));
        if (departmentId === undefined) continue; // every task column is a department of the preview
        list.forEach((t, position) =>
          tasks.push({
            cue_id: cueId,
            department_id: departmentId,
            description: t.description,
            completed: keepTicks && t.completed ? 1 : 0,
            completed_at: keepTicks && t.completed ? at : null,
            color: t.color ?? '',
            position,
            created_at: at,
            updated_at: at,
          }),
        );
      }
    }
    await r.tasks.insertMany(tasks);
    // Linked cues take their times from the cue before them, as any other change of the rundown does.
    await rippleTimes(r, eventId, at);
    return { created: { cues: preview.rows.length, departments, tasks: tasks.length }, replaced };
  }

  async function commitFile(
    actor: Actor,
    eventId: number,
    file: Buffer,
    options: ImportOptions,
    withTriggers: boolean,
    owned?: EventRow,
  ): Promise<ImportResult> {
    const preview = await previewFor(eventId, file);
    const problems = allProblems(preview);
    if (problems.length > 0) {
      const n = problems.length;
      throw badRequest('errors.import.problems', { count: n, first: problems[0]!.message }, problems);
    }
    // Only the owner moves an event between rooms and days (as PATCH /api/events/:id).
    const place = owned && preview.place && d.place ? await placeOf(owned, preview.place) : undefined;
    // One code per named department (at most 50): enough whatever exists once the transaction runs.
    const codes = await codesFor(preview.departments.length);
    const who = await d.who?.(actor);
    const { value: result, revision } = await d.rundown.change(eventId, async (r) => {
      // The rundown as it was is saved first: an import is undone by restoring that version.
      const saved = who ? await saveVersionIn(r, eventId, who, 'import', isoNow(d.clock)) : undefined;
      const written = await write(r, eventId, preview, codes, options, withTriggers);
      if (who && saved)
        await r.history.record(eventId, who, isoNow(d.clock), [
          {
            entity: 'cue',
            entityId: null,
            action: 'update',
            field: 'version',
            before: { id: saved.id, label: saved.label },
            after: `Imported ${written.created.cues} cue${written.created.cues === 1 ? '' : 's'}`,
          },
        ]);
      return written;
    });
    d.notifier.publish(eventId, 'cues', revision);
    if (result.created.departments > 0) d.notifier.publish(eventId, 'departments', revision);
    if (result.created.tasks > 0 || result.replaced > 0) d.notifier.publish(eventId, 'tasks', revision);
    if (preview.customFields || result.replaced > 0) d.notifier.publish(eventId, 'fields', revision);
    // The status pointed at a removed cue: the show goes back to the first cue, held (an idle show stays idle).
    if (result.replaced > 0) await d.cueDeleted?.(actor, eventId, { id: 0, number: 1 });
    if (place) await d.place?.apply(eventId, place);
    return result;
  }

  async function placeOf(event: EventRow, file: NonNullable<ImportPreview['place']>): Promise<Placement | undefined> {
    try {
      return await d.place?.resolve(event, file);
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 400) throw badRequest('errors.import.notImported', { problem: e.message });
      throw e;
    }
  }

  return {
    /** The gate is exposed for tests that hold a slot. */
    gate,
    perMinute: d.perMinute ?? DEFAULT_IMPORTS_PER_MINUTE,

    /** What the file would import, with every problem; changes nothing. */
    async preview(actor: Actor, eventId: number, file: Buffer): Promise<ImportPreview> {
      const { role } = await objectAccess(d.perms, actor, eventId, 'rundown');
      return gate.run(importerKey(actor), () => previewFor(eventId, file, { withTriggers: managesEvent(role) }));
    },

    async commit(actor: Actor, eventId: number, file: Buffer, options: ImportOptions): Promise<ImportResult> {
      const { role, event } = await objectAccess(d.perms, actor, eventId, 'rundown');
      const owner = managesEvent(role);
      return gate.run(importerKey(actor), () => commitFile(actor, eventId, file, options, owner, owner ? event : undefined));
    },
  };
}
export type ImportService = ReturnType<typeof importService>;
