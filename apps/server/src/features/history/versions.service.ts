/**
 * Versions of the whole rundown (docs/decisions/0032-history-versions-presence.md): saved on
 * request, before each import and before the first GO of each run; restoring one first saves the
 * rundown as it is, so a restore can itself be undone, and goes through the same check as any
 * rundown edit ('rundown': owner, co-callers, producers, callers and editors).
 */
import { english } from '../../lib/i18n.js';
import type { RundownVersion, VersionReason, Who } from '@showcaller/shared';
import { VERSION_REASONS, WHO_KINDS } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { callerAccess, objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import type { RundownRepo, RundownRepos } from '../rundown/rundown.repo.js';
import { applySnapshot, missingDepartments } from './applySnapshot.js';
import { snapshotSchema, type VersionRow, type VersionsRepo } from './versions.repo.js';

export const VERSION_NOT_FOUND = english('errors.history.versionNotFound');

const REASON_LABELS: Record<VersionReason, string> = {
  manual: 'Saved version',
  import: 'Before import',
  firstGo: 'Before the first GO',
  restore: 'Before restoring a version',
};

function reasonOf(stored: string): VersionReason {
  return VERSION_REASONS.find((r) => r === stored) ?? 'manual';
}

export function presentVersion(v: Omit<VersionRow, 'snapshot'>): RundownVersion {
  return {
    id: v.id,
    createdAt: v.created_at,
    reason: reasonOf(v.reason),
    label: v.label,
    who: { kind: whoKindOf(v.who_kind), id: v.who_id, label: v.who_label },
    cueCount: v.cue_count,
    taskCount: v.task_count,
  };
}

/** A stored kind this version does not know (written by a newer server) reads as the server. */
export function whoKindOf(stored: string): Who['kind'] {
  return WHO_KINDS.find((k) => k === stored) ?? 'server';
}

function parseSnapshot(text: string) {
  try {
    return snapshotSchema.safeParse(JSON.parse(text));
  } catch {
    return { success: false as const };
  }
}

/** Saves the rundown as it is now, inside the caller's transaction. */
export async function saveVersionIn(r: RundownRepos, eventId: number, who: Who, reason: VersionReason, at: string, label?: string) {
  const snapshot = await r.versions.snapshot(eventId);
  return r.versions.save(eventId, { reason, label: label?.trim() || REASON_LABELS[reason], who, at, snapshot });
}

export function versionsService(d: {
  versions: VersionsRepo;
  rundown: RundownRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  clock: Clock;
  who: (actor: Actor) => Promise<Who>;
  /** Fresh department codes (features/codes) for departments a version brings back. */
  newCodes: (n: number) => Promise<string[]>;
  /** The live status may point at a cue the version lacks: the cue status service moves it. */
  cueDeleted: (actor: Actor, eventId: number, cue: { id: number; number: number }) => Promise<unknown>;
}) {
  const now = () => isoNow(d.clock);

  return {
    async list(actor: Actor, eventId: number): Promise<RundownVersion[]> {
      await callerAccess(d.perms, actor, eventId);
      return (await d.versions.list(eventId)).map(presentVersion);
    },

    async save(actor: Actor, eventId: number, label: string | undefined): Promise<RundownVersion> {
      await objectAccess(d.perms, actor, eventId, 'rundown');
      const who = await d.who(actor);
      const { value } = await d.rundown.change(eventId, (r) => saveVersionIn(r, eventId, who, 'manual', now(), label));
      return presentVersion(value);
    },

    /** The server's own save before the first GO of a run (no actor: the command was already authorized). */
    async saveBeforeRun(eventId: number, who: Who): Promise<void> {
      await d.rundown.change(eventId, (r) => saveVersionIn(r, eventId, who, 'firstGo', now()));
    },

    async restore(actor: Actor, versionId: number): Promise<{ savedFirst: RundownVersion; cueCount: number }> {
      signedIn(actor);
      const version = await d.versions.findById(versionId);
      if (!version) throw notFound('errors.history.versionNotFound');
      const { event } = await objectAccess(d.perms, actor, version.event_id, 'rundown', 'errors.history.versionNotFound');
      const parsed = parseSnapshot(version.snapshot);
      if (!parsed.success) throw conflict('errors.history.damaged');
      const snapshot = parsed.data;
      const who = await d.who(actor);
      const existing = new Set((await d.versions.snapshot(event.id)).departments.map((dep) => dep.id));
      const codes = await d.newCodes(missingDepartments(snapshot, existing));
      const { value, revision } = await d.rundown.change(event.id, async (r) => {
        const at = now();
        const savedFirst = await saveVersionIn(r, event.id, who, 'restore', at, `Before restoring “${version.label}”`);
        const applied = await applySnapshot(r, event.id, snapshot, codes, at);
        await r.history.record(event.id, who, at, [
          {
            entity: 'cue',
            entityId: null,
            action: 'update',
            field: 'version',
            before: { id: savedFirst.id, label: savedFirst.label },
            after: { id: version.id, label: version.label },
          },
        ]);
        return { savedFirst, ...applied };
      });
      for (const key of ['cues', 'departments', 'tasks', 'fields'] as const) d.notifier.publish(event.id, key, revision);
      for (const cue of value.removedCues) await d.cueDeleted(actor, event.id, cue);
      return { savedFirst: presentVersion(value.savedFirst), cueCount: snapshot.cues.length };
    },
  };
}
export type VersionsService = ReturnType<typeof versionsService>;
