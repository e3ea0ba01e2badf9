/**
 * Caller → crew messages and crew → caller problem flags (docs/decisions/0017-stage-display-and-crew-talk.md). The caller
 * (owner or co-caller) writes to some departments or all and sees who read it; a department's
 * phone reads only its own messages and acknowledges them; it raises 'Problem' for itself only,
 * and the caller clears it. Everything lands in the as-run log; every change is one
 * `refetch: crewTalk` frame (docs/architecture.md: frames name what to re-read).
 */
import { english } from '../../lib/i18n.js';
import { DEFAULT_SAVED_MESSAGES, type CrewMessage, type DepartmentMessage, type Problem } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { actorLabel } from '../cueStatus/cueStatus.service.js';
import { objectAccess } from '../rundown/access.js';
import type { CrewTalkRepo } from './crewTalk.repo.js';

export const MESSAGE_NOT_FOUND = english('errors.crewTalk.messageNotFound');
const RECENT = 20;

export function crewTalkService(d: { repo: CrewTalkRepo; perms: Permissions; bus: Bus; clock: Clock }) {
  const changed = (eventId: number) => d.bus.publish({ type: 'refetch', eventId, key: 'crewTalk', revision: d.clock.now() });

  async function messages(eventId: number): Promise<CrewMessage[]> {
    const rows = await d.repo.messages(eventId, RECENT);
    return rows.map((m) => ({
      id: m.id,
      text: m.text,
      sentAt: m.sent_at,
      recipients: m.reads.map((r) => ({ departmentId: r.department_id, name: r.name, readAt: r.read_at })),
    }));
  }

  async function problems(eventId: number): Promise<Problem[]> {
    const rows = await d.repo.openProblems(eventId);
    return rows.map((p) => ({ departmentId: p.department_id, name: p.name, reason: p.reason, raisedAt: p.raised_at }));
  }

  function department(actor: Actor, what: 'read' | 'acknowledge' | 'raise'): number {
    if (actor.kind !== 'department') throw forbidden(`errors.crewTalk.departmentOnly.${what}`);
    return actor.departmentId;
  }

  return {
    async send(actor: Actor, eventId: number, input: { text: string; departmentIds: number[] }): Promise<CrewMessage[]> {
      await d.perms.event(actor, eventId, 'edit');
      const all = await d.repo.departments(eventId);
      const known = new Set(all.map((x) => x.id));
      const unknown = input.departmentIds.filter((id) => !known.has(id));
      // Another event's department reads like one that does not exist (docs/decisions/0003).
      if (unknown.length > 0) throw badRequest('errors.crewTalk.someThoseDepartments');
      const to = input.departmentIds.length === 0 ? [...known] : [...new Set(input.departmentIds)];
      if (to.length === 0) throw badRequest('errors.crewTalk.eventDepartmentsWrite');
      const messageId = await d.repo.insertMessage({
        eventId,
        text: input.text,
        sentBy: actorLabel(actor),
        sentAt: isoNow(d.clock),
        departmentIds: to,
      });
      await d.repo.log({
        eventId,
        kind: 'crew-message',
        actor: actorLabel(actor),
        detail: input.text,
        departmentId: null,
        atMs: d.clock.now(),
        messageId,
      });
      changed(eventId);
      return messages(eventId);
    },

    async list(actor: Actor, eventId: number): Promise<CrewMessage[]> {
      await d.perms.event(actor, eventId, 'edit');
      return messages(eventId);
    },

    async mine(actor: Actor, eventId: number): Promise<DepartmentMessage[]> {
      await d.perms.event(actor, eventId, 'read');
      const rows = await d.repo.departmentMessages(department(actor, 'read'), RECENT);
      return rows.map((m) => ({ id: m.id, text: m.text, sentAt: m.sent_at, readAt: m.read_at }));
    },

    /** Another event's message answers exactly like a missing one (the same 404 and sentence). */
    async read(actor: Actor, messageId: number): Promise<DepartmentMessage[]> {
      if (actor.kind === 'anonymous') throw unauthorized();
      const eventId = await d.repo.eventOfMessage(messageId);
      if (eventId === undefined) throw notFound('errors.crewTalk.messageNotFound');
      await objectAccess(d.perms, actor, eventId, 'read', 'errors.crewTalk.messageNotFound');
      const departmentId = department(actor, 'acknowledge');
      const r = await d.repo.markRead(messageId, departmentId, isoNow(d.clock));
      if (!r.found) throw notFound('errors.crewTalk.messageNotFound');
      // A second tap (or a phone replaying its queue after a lost link) is no new read receipt.
      if (!r.first) return this.mine(actor, eventId);
      await d.repo.log({ eventId, kind: 'message-read', actor: actorLabel(actor), detail: r.text, departmentId, atMs: d.clock.now() });
      changed(eventId);
      return this.mine(actor, eventId);
    },

    /** The event's one-click messages (the defaults until the caller saves others). */
    async saved(actor: Actor, eventId: number): Promise<{ messages: string[] }> {
      await d.perms.event(actor, eventId, 'edit');
      const list = await d.repo.savedMessages(eventId);
      return { messages: list.length > 0 ? list : [...DEFAULT_SAVED_MESSAGES] };
    },

    async saveSaved(actor: Actor, eventId: number, messages: string[]): Promise<{ messages: string[] }> {
      await d.perms.event(actor, eventId, 'edit');
      await d.repo.replaceSavedMessages(eventId, messages);
      changed(eventId);
      return this.saved(actor, eventId);
    },

    async problems(actor: Actor, eventId: number): Promise<Problem[]> {
      const { role } = await d.perms.event(actor, eventId, 'read');
      const list = await problems(eventId);
      // A phone sees its own flag only; the caller sees every department's.
      return role === 'department' && actor.kind === 'department' ? list.filter((p) => p.departmentId === actor.departmentId) : list;
    },

    async raise(actor: Actor, eventId: number, reason: string | null): Promise<Problem[]> {
      await d.perms.event(actor, eventId, 'read');
      const departmentId = department(actor, 'raise');
      await d.repo.raise(eventId, departmentId, reason, isoNow(d.clock));
      await d.repo.log({ eventId, kind: 'problem', actor: actorLabel(actor), detail: reason, departmentId, atMs: d.clock.now() });
      changed(eventId);
      return this.problems(actor, eventId);
    },

    async clear(actor: Actor, eventId: number, departmentId: number): Promise<Problem[]> {
      await d.perms.event(actor, eventId, 'edit');
      if (!(await d.repo.departments(eventId)).some((x) => x.id === departmentId)) throw notFound('errors.crewTalk.departmentNotFound');
      // Clearing twice (two callers at once) is not an error: the flag is down either way.
      if (!(await d.repo.clear(eventId, departmentId, isoNow(d.clock)))) return problems(eventId);
      await d.repo.log({ eventId, kind: 'problem-cleared', actor: actorLabel(actor), detail: null, departmentId, atMs: d.clock.now() });
      changed(eventId);
      return problems(eventId);
    },
  };
}
export type CrewTalkService = ReturnType<typeof crewTalkService>;
