/**
 * Standby acknowledgements and device health (docs/product.md#screens): on STANDBY each crew screen offers
 * "Ready"; the caller sees who is ready; the as-run log keeps every acknowledgement.
 */
import type { AckState, SubscriberRole } from '@showcaller/shared';
import { forbidden } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { runsShow, type Permissions } from '../access/permissions.js';
import type { CueStatusRepo } from '../cueStatus/cueStatus.repo.js';
import type { AsRunLogRepo } from '../report/asRunLog.repo.js';
import type { CrewRepo } from './crew.repo.js';

/** The answer's one definition is shared with the browser (docs/architecture.md#layers). */
export type { AckState };

export interface DeviceInfo {
  role: SubscriberRole;
  departmentId: number | null;
  rttMs: number | null;
  offsetMs: number | null;
  lastSeen: number;
  connectedAt: number;
  /** Silent past the heartbeat (connections.ts): its network dropped. */
  lost: boolean;
}

export function crewService(d: { repo: CrewRepo; status: CueStatusRepo; asRun: AsRunLogRepo; perms: Permissions; clock: Clock; bus: Bus }) {
  return {
    /** A department says it is ready for the current standby. */
    async ack(actor: Actor, eventId: number): Promise<AckState> {
      await d.perms.event(actor, eventId, 'read');
      if (actor.kind !== 'department') throw forbidden('errors.crew.readyDepartmentOnly');
      const row = await d.status.get(eventId);
      if (!row || row.status !== 'standby') throw forbidden('errors.crew.noStandby');
      const cue = row.current_cue_id === null ? undefined : await d.status.cueSummary(row.current_cue_id);
      const at = d.clock.now();
      await d.asRun.add({
        event_id: eventId,
        cue_id: cue?.id ?? null,
        cue_number: cue?.number ?? null,
        cue_action: cue?.action ?? null,
        kind: 'ready',
        status: 'standby',
        elapsed: null,
        actor: `department:${actor.departmentId}`,
        department_id: actor.departmentId,
        at_ms: at,
      });
      // The ack itself travels, not a re-read (docs/decisions/0039-task-and-ack-deltas.md).
      d.bus.publish({
        type: 'ack',
        eventId,
        version: row.version,
        cueId: row.current_cue_id,
        departmentId: actor.departmentId,
        readyAt: new Date(at).toISOString(),
      });
      return this.state(eventId);
    },

    /** The caller's view of who is ready; department codes read nothing beyond docs/decisions/0003-not-found-for-others-objects.md's list. */
    async get(actor: Actor, eventId: number): Promise<AckState> {
      await d.perms.event(actor, eventId, 'edit');
      return this.state(eventId);
    },

    async state(eventId: number): Promise<AckState> {
      const [row, departments, standby] = await Promise.all([
        d.status.get(eventId),
        d.repo.departments(eventId),
        d.repo.lastStandby(eventId),
      ]);
      const inStandby = row?.status === 'standby' && standby !== undefined && standby.cue_id === row.current_cue_id;
      const ready = new Map<number, number>();
      if (inStandby) {
        for (const r of await d.repo.readySince(eventId, standby.id)) {
          if (r.department_id !== null && !ready.has(r.department_id)) ready.set(r.department_id, Number(r.at_ms));
        }
      }
      const list = departments.map((dep) => {
        const at = ready.get(dep.id);
        return { departmentId: dep.id, name: dep.name, readyAt: at === undefined ? null : new Date(at).toISOString() };
      });
      return {
        cueId: row?.current_cue_id ?? null,
        standby: inStandby,
        departments: list,
        allReady: inStandby && list.length > 0 && list.every((x) => x.readyAt !== null),
      };
    },

    /** Connected devices per department, for the caller (this process's sockets). */
    async devices(actor: Actor, eventId: number, connected: DeviceInfo[]) {
      await d.perms.event(actor, eventId, 'edit');
      const departments = await d.repo.departments(eventId);
      const now = d.clock.now();
      const present = (x: DeviceInfo) => ({
        rttMs: x.rttMs,
        offsetMs: x.offsetMs,
        lastSeenMsAgo: Math.max(0, now - x.lastSeen),
        connectedAt: new Date(x.connectedAt).toISOString(),
        lost: x.lost,
      });
      return {
        departments: departments.map((dep) => {
          // Live devices first: a phone that came back on a new socket is listed above its lost old one.
          const devices = connected
            .filter((x) => x.role === 'department' && x.departmentId === dep.id)
            .map(present)
            .sort((a, b) => Number(a.lost) - Number(b.lost));
          const noDevice = devices.length === 0;
          return { departmentId: dep.id, name: dep.name, devices, noDevice, lost: !noDevice && devices.every((x) => x.lost) };
        }),
        callers: connected.filter((x) => runsShow(x.role)).map(present),
      };
    },
  };
}
export type CrewService = ReturnType<typeof crewService>;
