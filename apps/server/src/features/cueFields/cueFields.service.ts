/**
 * Custom fields on the rundown (docs/decisions/0034-custom-fields.md). Whoever may edit the
 * rundown (the owner, a co-caller) adds, renames, orders, hides and deletes fields and sets their
 * values; only the owner chooses which departments' crew phones show a field, so a co-caller
 * cannot widen what crews see. A department code reads its own fields only; a stage code none.
 * Every change runs in the rundown transaction and sends a 'fields' refetch.
 */
import { english } from '../../lib/i18n.js';
import {
  CUE_FIELD_LIMITS,
  checkFieldValue,
  fieldHistoryKey,
  fieldNameKey,
  fieldValueText,
  renameFieldPlaceholders,
  type CueField,
  type CueFieldSnapshot,
  type CueFieldValue,
  type CueFieldsResponse,
  type Who,
  type cueFieldCreateSchema,
  type cueFieldPatchSchema,
  type cueFieldRestoreSchema,
} from '@showcaller/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { managesEvent, type EventRole, type Permissions } from '../access/permissions.js';
import { objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import type { RundownRepo, RundownRepos } from '../rundown/rundown.repo.js';
import type { CuesRepo } from '../cues/cues.repo.js';
import type { CueFieldRow, CueFieldsRepo } from './cueFields.repo.js';
import { presentField, presentValues, storedValue } from './cueField.presenter.js';

export const FIELD_NOT_FOUND = english('errors.cueFields.fieldNotFound');
const tooMany = () => badRequest('errors.cueFields.tooMany', { max: CUE_FIELD_LIMITS.maxFieldsPerEvent });
const nameTaken = (name: string) => conflict('errors.cueFields.nameTaken', { name });

type CreateInput = z.output<typeof cueFieldCreateSchema>;
type PatchInput = z.output<typeof cueFieldPatchSchema>;
type RestoreInput = z.output<typeof cueFieldRestoreSchema>;

/** A field's values for people, by field name (OSC templates, webhook payloads). */
export interface CueFieldTexts {
  /** fieldNameKey(name) → the value as text ('' when the cue has none). */
  byKey: Map<string, string>;
  /** Field name → its value (null when the cue has none), in the rundown's order. */
  values: Record<string, CueFieldValue | null>;
}

export function cueFieldsService(d: {
  fields: CueFieldsRepo;
  cues: CuesRepo;
  rundown: RundownRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  clock: Clock;
  /** Who an actor is in the edit history (history/who.ts). */
  who: (actor: Actor) => Promise<Who>;
}) {
  const now = () => isoNow(d.clock);

  async function loadField(actor: Actor, id: number) {
    signedIn(actor);
    const row = await d.fields.findById(id);
    if (!row) throw notFound('errors.cueFields.fieldNotFound');
    const access = await objectAccess(d.perms, actor, row.event_id, 'rundown', 'errors.cueFields.fieldNotFound');
    return { row, ...access };
  }

  /** The crews a field goes to: the owner's choice, of the event's own departments. */
  async function crewDepartments(r: RundownRepos, eventId: number, ids: readonly number[], role: EventRole): Promise<string> {
    if (ids.length > 0 && !managesEvent(role)) throw forbidden('errors.cueFields.ownerChoosesCrews');
    const own = new Set((await r.departments.listForEvent(eventId)).map((x) => x.id));
    const unknown = ids.find((id) => !own.has(id));
    if (unknown !== undefined) throw badRequest('errors.cueFields.departmentNotInEvent', { id: unknown });
    return JSON.stringify([...new Set(ids)].sort((a, b) => a - b));
  }

  async function assertNameFree(r: RundownRepos, eventId: number, name: string, except?: number) {
    const key = fieldNameKey(name);
    const clash = (await r.fields.listForEvent(eventId)).find((f) => f.name_key === key && f.id !== except);
    if (clash) throw nameTaken(clash.name);
  }

  async function insertField(r: RundownRepos, eventId: number, input: CreateInput, role: EventRole, position?: number) {
    const existing = await r.fields.listForEvent(eventId);
    if (existing.length >= CUE_FIELD_LIMITS.maxFieldsPerEvent) throw tooMany();
    await assertNameFree(r, eventId, input.name);
    const at = now();
    return r.fields.insert({
      event_id: eventId,
      name: input.name,
      name_key: fieldNameKey(input.name),
      kind: input.kind,
      choices: JSON.stringify(input.kind === 'choice' ? input.choices : []),
      position: position ?? (await r.fields.nextPosition(eventId)),
      hidden: input.hidden ? 1 : 0,
      crew_departments: await crewDepartments(r, eventId, input.crewDepartmentIds, role),
      created_at: at,
      updated_at: at,
    });
  }

  const publish = (eventId: number, revision: number) => d.notifier.publish(eventId, 'fields', revision);
  const reread = async (id: number): Promise<CueField> => presentField((await d.fields.findById(id))!);

  /** Refuses to drop a choice that cues still hold: nothing a user entered goes silently. */
  async function assertChoicesKept(r: RundownRepos, row: CueFieldRow, next: readonly string[]) {
    const keep = new Set(next.map((c) => c.toLocaleLowerCase('en')));
    const dropped = new Map<string, number>();
    for (const v of await r.fields.valuesForField(row.id)) {
      const value = storedValue(v.value);
      if (typeof value === 'string' && !keep.has(value.toLocaleLowerCase('en'))) dropped.set(value, (dropped.get(value) ?? 0) + 1);
    }
    const [first] = dropped;
    if (first) {
      const [choice, count] = first;
      throw conflict('errors.cueFields.choiceInUse', { choice, count, field: row.name });
    }
  }

  return {
    async list(actor: Actor, eventId: number): Promise<CueFieldsResponse> {
      const { role } = await objectAccess(d.perms, actor, eventId, 'read');
      let fields = (await d.fields.listForEvent(eventId)).map(presentField);
      if (role === 'department' && actor.kind === 'department')
        fields = fields.filter((f) => f.crewDepartmentIds.includes(actor.departmentId)).map((f) => ({ ...f, crewDepartmentIds: [] }));
      const values = presentValues(await d.fields.listValues(eventId, role === 'department' ? fields.map((f) => f.id) : undefined));
      return { fields, values };
    },

    async create(actor: Actor, eventId: number, input: CreateInput): Promise<CueField> {
      const { role } = await objectAccess(d.perms, actor, eventId, 'rundown');
      const { value: id, revision } = await d.rundown.change(eventId, (r) => insertField(r, eventId, input, role));
      publish(eventId, revision);
      return reread(id);
    },

    async update(actor: Actor, id: number, patch: PatchInput): Promise<CueField> {
      const { row, role } = await loadField(actor, id);
      const { revision } = await d.rundown.change(row.event_id, async (r) => {
        const set: Parameters<CueFieldsRepo['update']>[1] = { updated_at: now() };
        if (patch.name !== undefined) {
          await assertNameFree(r, row.event_id, patch.name, id);
          set.name = patch.name;
          set.name_key = fieldNameKey(patch.name);
          // The OSC triggers that name the field follow the new name (docs/decisions/0034-custom-fields.md).
          if (set.name_key !== row.name_key || patch.name !== row.name) {
            const newName = patch.name;
            await r.triggers.rewriteFieldPlaceholders(row.event_id, (text) => renameFieldPlaceholders(text, row.name_key, newName));
          }
        }
        if (patch.choices !== undefined) {
          if (row.kind !== 'choice') throw badRequest('errors.cueFields.notChoice', { field: row.name });
          if (patch.choices.length === 0) throw badRequest('errors.cueFields.choiceFieldNeeds');
          await assertChoicesKept(r, row, patch.choices);
          set.choices = JSON.stringify(patch.choices);
        }
        if (patch.hidden !== undefined) set.hidden = patch.hidden ? 1 : 0;
        if (patch.crewDepartmentIds !== undefined) {
          if (!managesEvent(role)) throw forbidden('errors.cueFields.ownerChoosesCrews');
          set.crew_departments = await crewDepartments(r, row.event_id, patch.crewDepartmentIds, role);
        }
        await r.fields.update(id, set);
      });
      publish(row.event_id, revision);
      return reread(id);
    },

    /** `fieldIds`: every field of the event, once, in the new order. */
    async reorder(actor: Actor, eventId: number, fieldIds: readonly number[]): Promise<CueField[]> {
      await objectAccess(d.perms, actor, eventId, 'rundown');
      const { revision } = await d.rundown.change(eventId, async (r) => {
        const own = (await r.fields.listForEvent(eventId)).map((f) => f.id);
        const given = new Set(fieldIds);
        if (given.size !== fieldIds.length || given.size !== own.length || own.some((f) => !given.has(f)))
          throw badRequest('errors.cueFields.newOrderMust');
        for (const [position, fieldId] of fieldIds.entries()) await r.fields.setPosition(fieldId, position);
      });
      publish(eventId, revision);
      return (await d.fields.listForEvent(eventId)).map(presentField);
    },

    /** Deletes a field with its values; answers both, so the browser can offer Undo (restore). */
    async remove(actor: Actor, id: number): Promise<CueFieldSnapshot> {
      const { row } = await loadField(actor, id);
      const { value, revision } = await d.rundown.change(row.event_id, async (r) => {
        const values = presentValues(await r.fields.valuesForField(id));
        await r.fields.delete(id);
        return values;
      });
      publish(row.event_id, revision);
      return { field: presentField(row), values: value };
    },

    /** Undo of a delete: the field at its place with the values of cues that still exist. */
    async restore(actor: Actor, eventId: number, input: RestoreInput): Promise<CueFieldsResponse> {
      const { role } = await objectAccess(d.perms, actor, eventId, 'rundown');
      const crewIds = managesEvent(role) ? input.crewDepartmentIds : [];
      const { revision } = await d.rundown.change(eventId, async (r) => {
        const rule = { name: input.name, kind: input.kind, choices: input.choices };
        const checked = input.values.map((v) => {
          const c = checkFieldValue(rule, v.value);
          if (!c.ok) throw HttpError.fromEnglish(400, c.error);
          return { cueId: v.cueId, value: c.value };
        });
        const cues = new Set((await r.cues.orderedIds(eventId)).map((c) => c.id));
        const others = await r.fields.listForEvent(eventId);
        for (const f of others) if (f.position >= input.position) await r.fields.setPosition(f.id, f.position + 1);
        const id = await insertField(r, eventId, { ...input, crewDepartmentIds: crewIds }, role, input.position);
        await r.fields.insertValues(
          checked.filter((v) => cues.has(v.cueId)).map((v) => ({ cue_id: v.cueId, field_id: id, value: JSON.stringify(v.value) })),
        );
      });
      publish(eventId, revision);
      const fields = (await d.fields.listForEvent(eventId)).map(presentField);
      return { fields, values: presentValues(await d.fields.listValues(eventId)) };
    },

    /** Sets one cue's value of one field (null clears it). */
    async setValue(actor: Actor, cueId: number, fieldId: number, value: CueFieldValue | null, base?: CueFieldValue | null) {
      signedIn(actor);
      const cue = await d.cues.findById(cueId);
      if (!cue) throw notFound('errors.rundown.cueNotFound');
      await objectAccess(d.perms, actor, cue.event_id, 'rundown', 'errors.rundown.cueNotFound');
      const row = await d.fields.findById(fieldId);
      if (!row || row.event_id !== cue.event_id) throw notFound('errors.cueFields.fieldNotFound');
      const field = presentField(row);
      let stored: CueFieldValue | null = null;
      if (value !== null && !(typeof value === 'string' && value.trim() === '' && field.kind !== 'text')) {
        const c = checkFieldValue(field, value);
        if (!c.ok) throw HttpError.fromEnglish(400, c.error);
        stored = c.value;
      }
      if (typeof stored === 'string' && stored.trim() === '') stored = null;
      const who = await d.who(actor);
      const { revision } = await d.rundown.change(cue.event_id, async (r) => {
        const text = await r.fields.valueOf(cueId, fieldId);
        const before = text === undefined ? null : (storedValue(text) ?? null);
        if (base !== undefined && before !== base && before !== stored) {
          // Someone saved another value since this editor opened the cell: theirs stays, and they are named.
          const last = await r.history.lastFieldChange(cueId, { customFieldId: fieldId });
          const shown = before === null ? 'empty' : `“${fieldValueText(field.kind, before)}”`;
          throw last
            ? conflict('errors.edit.overwritten', { who: last.who_label, field: field.name, number: cue.number, value: shown })
            : conflict('errors.edit.someoneElse', { field: field.name, number: cue.number, value: shown });
        }
        await r.fields.setValue(cueId, fieldId, stored === null ? null : JSON.stringify(stored));
        // Recorded like a cell of the cue (docs/decisions/0032-history-versions-presence.md); an undo sets `before` back.
        if (before !== stored) {
          const change = {
            entity: 'cue',
            entityId: cueId,
            cueNumber: cue.number,
            action: 'update',
            field: fieldHistoryKey(field),
          } as const;
          await r.history.record(cue.event_id, who, now(), [{ ...change, before, after: stored }]);
        }
      });
      publish(cue.event_id, revision);
      return { cueId, fieldId, value: stored };
    },

    /** Unchecked read for OSC out and webhooks: the cue's values of every field of its event. */
    async textsForCue(eventId: number, cueId: number): Promise<CueFieldTexts> {
      const [fields, values] = await Promise.all([d.fields.listForEvent(eventId), d.fields.valuesForCue(cueId)]);
      const byField = new Map(values.map((v) => [v.field_id, storedValue(v.value)]));
      const out: CueFieldTexts = { byKey: new Map(), values: {} };
      for (const f of fields) {
        const field = presentField(f);
        const value = byField.get(f.id) ?? null;
        out.byKey.set(f.name_key, fieldValueText(field.kind, value));
        out.values[f.name] = value;
      }
      return out;
    },
  };
}
export type CueFieldsService = ReturnType<typeof cueFieldsService>;
