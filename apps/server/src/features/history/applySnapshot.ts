/**
 * Puts a saved version back inside the rundown transaction (docs/decisions/0032-history-versions-presence.md).
 * Cues still there keep their id (the live status, notes and triggers on them stay attached), are
 * rewritten and put in the version's order; cues the version lacks go with their tasks; cues it has
 * that are gone come back under a new id. Departments still there keep their code; a department
 * the version has that was deleted comes back with a fresh code (docs/decisions/0004-access-codes.md);
 * one added since stays, without tasks. Every task is the version's.
 */
import { english } from '../../lib/i18n.js';
import { conflict } from '../../lib/errors.js';
import type { RundownRepos } from '../rundown/rundown.repo.js';
import { renumbering } from '../rundown/order.js';
import type { NewTaskRow } from '../tasks/tasks.repo.js';
import type { RundownSnapshot } from './versions.repo.js';

export const DEPARTMENTS_CHANGED = english('errors.history.departmentsChanged');

/** How many departments of the version no longer exist: each needs a fresh code before the transaction. */
export function missingDepartments(snapshot: RundownSnapshot, existing: ReadonlySet<number>): number {
  return snapshot.departments.filter((dep) => !existing.has(dep.id)).length;
}

export async function applySnapshot(
  r: RundownRepos,
  eventId: number,
  snapshot: RundownSnapshot,
  codes: string[],
  at: string,
): Promise<{ removedCues: Array<{ id: number; number: number }> }> {
  // Departments: same ids where they still exist, new ones (fresh codes) where not.
  const departments = await r.departments.listForEvent(eventId);
  const byId = new Map(departments.map((dep) => [dep.id, dep]));
  const depIds = new Map<number, number>();
  const freshCodes = [...codes];
  for (const dep of snapshot.departments) {
    const now = byId.get(dep.id);
    if (now) {
      const clash = departments.some((o) => o.id !== dep.id && o.name.toLocaleLowerCase('en') === dep.name.toLocaleLowerCase('en'));
      await r.departments.update(dep.id, { position: dep.position, ...(clash ? {} : { name: dep.name }) });
      depIds.set(dep.id, dep.id);
      continue;
    }
    const code = freshCodes.shift();
    if (code === undefined) throw conflict('errors.history.departmentsChanged');
    const named = departments.find((o) => o.name.toLocaleLowerCase('en') === dep.name.toLocaleLowerCase('en'));
    depIds.set(
      dep.id,
      named
        ? named.id
        : await r.departments.insert({ event_id: eventId, name: dep.name, access_code: code, position: dep.position, created_at: at }),
    );
  }

  // Cues: every task goes first (the version's come back below).
  const current = await r.cues.listForEvent(eventId);
  const kept = new Set(snapshot.cues.map((c) => c.id));
  const removedCues = current.filter((c) => !kept.has(c.id)).map((c) => ({ id: c.id, number: c.number }));
  for (const c of current) await r.tasks.deleteForCue(c.id);
  for (const c of removedCues) await r.cues.delete(c.id);
  const still = new Set(current.map((c) => c.id));
  const cueIds = new Map<number, number>();
  let spare = current.length + 1000;
  for (const c of snapshot.cues) {
    const timer = c.timer ? { timer_type: c.timer.type, end_action: c.timer.endAction, end_time: c.timer.endTime } : {};
    const fields = {
      time: c.time,
      time_mode: c.timeMode,
      action: c.action,
      notes: c.notes,
      duration: c.duration,
      color_mark: c.colorMark,
      ...timer,
      updated_at: at,
    };
    if (still.has(c.id)) {
      await r.cues.update(c.id, fields);
      cueIds.set(c.id, c.id);
    } else {
      // Numbered out of the way until the renumbering below.
      cueIds.set(c.id, await r.cues.insert({ ...fields, event_id: eventId, number: spare++, created_at: at }));
    }
  }
  await restoreFieldValues(r, eventId, snapshot, cueIds);
  const order = snapshot.cues.map((c) => cueIds.get(c.id)!);
  await r.cues.setNumbers(renumbering(await r.cues.orderedIds(eventId), order), at);

  const positions = new Map<string, number>();
  const rows: NewTaskRow[] = [];
  for (const t of snapshot.tasks) {
    const cueId = cueIds.get(t.cueId);
    const departmentId = depIds.get(t.departmentId);
    if (cueId === undefined || departmentId === undefined) continue;
    const cell = `${cueId}:${departmentId}`;
    const position = positions.get(cell) ?? 0;
    positions.set(cell, position + 1);
    rows.push({
      cue_id: cueId,
      department_id: departmentId,
      description: t.description,
      completed: t.completed ? 1 : 0,
      completed_at: t.completed ? t.completedAt : null,
      color: t.color,
      position,
      created_at: at,
      updated_at: at,
    });
  }
  await r.tasks.insertMany(rows);
  return { removedCues };
}

/**
 * Each cue's custom field values as the version had them, for the fields the event still has (a
 * field deleted since is not brought back: its definition is not part of a version). A cue of an
 * older version, saved before values were kept, keeps the values it has.
 */
async function restoreFieldValues(r: RundownRepos, eventId: number, snapshot: RundownSnapshot, cueIds: ReadonlyMap<number, number>) {
  const fieldIds = new Set((await r.fields.listForEvent(eventId)).map((f) => f.id));
  const cues: number[] = [];
  const rows: Array<{ cue_id: number; field_id: number; value: string }> = [];
  for (const c of snapshot.cues) {
    const cueId = cueIds.get(c.id);
    if (cueId === undefined || c.fields === undefined) continue;
    cues.push(cueId);
    for (const [key, value] of Object.entries(c.fields)) {
      if (fieldIds.has(Number(key))) rows.push({ cue_id: cueId, field_id: Number(key), value: JSON.stringify(value) });
    }
  }
  await r.fields.clearValuesOf(cues);
  await r.fields.insertValues(rows);
}
