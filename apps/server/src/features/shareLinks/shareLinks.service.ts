/**
 * Share links (docs/decisions/0036-share-links.md): the owner or a producer makes a link for people
 * without an account, a viewer link (reads the show live) or a department link (also edits that
 * department's tasks and notes, as a department lead). Opening the link makes a session of kind
 * 'link' whose actor permissions.ts resolves to the viewer or lead role, so every existing check
 * applies; it never carries a code. Revoking deletes the link's sessions (their sockets end at once
 * in every process) and announces `revoked` with scope 'link'; an end date becomes the sessions'
 * own end, which the session sweep keeps to the second.
 */
import { english } from '../../lib/i18n.js';
import type { ShareLink, ShareLinkCreate, ShareOpened } from '@showcaller/shared';
import { SHARE_LINKS_MAX } from '@showcaller/shared';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import type { Permissions } from '../access/permissions.js';
import type { DepartmentsRepo } from '../departments/departments.repo.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { ShareLinkRow, ShareLinksRepo } from './shareLinks.repo.js';

/** A session opened with a link lives this long at most (as a code's), and never past the link's end. */
export const SHARE_SESSION_MS = 14 * 24 * 60 * 60 * 1000;

export const SHARE_LINK_NOT_FOUND = english('errors.shareLinks.shareLinkNotFound');
export const SHARE_LINK_UNKNOWN = english('errors.shareLinks.shareLinkUnknown');
export const SHARE_LINK_WAS_REVOKED = english('errors.shareLinks.shareLinkWasRevoked');
const DEPARTMENT_OF_EVENT = english('errors.shareLinks.departmentOfEvent');
const END_IN_FUTURE = english('errors.shareLinks.endInFuture');

export function presentShareLink(row: ShareLinkRow, nowIso: string): ShareLink {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    departmentId: row.department_id,
    token: row.token,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: row.expires_at !== null && row.expires_at <= nowIso,
  };
}

export function shareLinksService(d: {
  links: ShareLinksRepo;
  sessions: Pick<SessionsRepo, 'insert' | 'deleteForShareLink'>;
  events: Pick<EventsRepo, 'findById'>;
  departments: Pick<DepartmentsRepo, 'findById'>;
  perms: Permissions;
  bus: Bus;
  clock: Clock;
}) {
  const now = () => isoNow(d.clock);

  /** The link if `actor` manages its event (the owner or a producer); 404 for anyone else. */
  async function load(actor: Actor, id: number): Promise<ShareLinkRow> {
    requireUser(actor);
    const row = await d.links.findById(id);
    if (!row || row.revoked_at !== null) throw notFound('errors.shareLinks.shareLinkNotFound');
    try {
      await d.perms.event(actor, row.event_id, 'own');
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('errors.shareLinks.shareLinkNotFound');
      throw err;
    }
    return row;
  }

  return {
    async list(actor: Actor, eventId: number): Promise<ShareLink[]> {
      await d.perms.event(actor, eventId, 'own');
      const at = now();
      return (await d.links.listOpen(eventId)).map((r) => presentShareLink(r, at));
    },

    async create(actor: Actor, eventId: number, input: ShareLinkCreate): Promise<ShareLink> {
      await d.perms.event(actor, eventId, 'own');
      const user = requireUser(actor);
      const departmentId = input.kind === 'department' ? (input.departmentId ?? null) : null;
      if (departmentId !== null && (await d.departments.findById(departmentId))?.event_id !== eventId)
        throw badRequest('errors.shareLinks.departmentOfEvent', undefined, [{ path: 'departmentId', message: DEPARTMENT_OF_EVENT }]);
      const at = now();
      // One form for every end, so the session sweep's text comparison holds (sessionSweep.ts).
      const expiresAt = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
      if (expiresAt !== null && expiresAt <= at)
        throw badRequest('errors.shareLinks.endInFuture', undefined, [{ path: 'expiresAt', message: END_IN_FUTURE }]);
      if ((await d.links.listOpen(eventId)).length >= SHARE_LINKS_MAX)
        throw conflict('errors.shareLinks.tooMany', { max: SHARE_LINKS_MAX });
      const id = await d.links.insert({
        event_id: eventId,
        kind: input.kind,
        department_id: departmentId,
        label: input.label.trim(),
        token: newToken(),
        created_by: user.userId,
        created_at: at,
        expires_at: expiresAt,
      });
      return presentShareLink((await d.links.findById(id))!, at);
    },

    /** The link stops at once: its sessions are deleted (their sockets end) and every process hears it. */
    async revoke(actor: Actor, id: number): Promise<ShareLink> {
      const row = await load(actor, id);
      const at = now();
      if (!(await d.links.revoke(id, at))) throw notFound('errors.shareLinks.shareLinkNotFound');
      await d.sessions.deleteForShareLink(id);
      d.bus.publish({ type: 'revoked', eventId: row.event_id, scope: 'link', departmentId: row.department_id, linkId: id });
      return presentShareLink({ ...row, revoked_at: at }, at);
    },

    /** Opening `/share/{token}`: a session for the link's event with the link's rights. */
    async open(token: string, userAgent: string | undefined): Promise<ShareOpened> {
      const row = await d.links.findByToken(token);
      if (!row) throw notFound('errors.shareLinks.shareLinkUnknown');
      if (row.revoked_at !== null) throw notFound('errors.shareLinks.shareLinkWasRevoked');
      const nowMs = d.clock.now();
      const at = new Date(nowMs).toISOString();
      if (row.expires_at !== null && row.expires_at <= at)
        throw notFound('errors.shareLinks.ended', { when: row.expires_at.slice(0, 16).replace('T', ' ') });
      const event = await d.events.findById(row.event_id);
      if (!event) throw notFound('errors.shareLinks.shareLinkUnknown');
      const department = row.department_id === null ? undefined : await d.departments.findById(row.department_id);
      const sessionEnd = new Date(nowMs + SHARE_SESSION_MS).toISOString();
      const expiresAt = row.expires_at !== null && row.expires_at < sessionEnd ? row.expires_at : sessionEnd;
      const sessionToken = newToken();
      await d.sessions.insert({
        token_hash: hashToken(sessionToken),
        kind: 'link',
        user_id: null,
        event_id: row.event_id,
        department_id: row.department_id,
        share_link_id: row.id,
        created_at: at,
        last_used_at: at,
        expires_at: expiresAt,
        user_agent: userAgent?.slice(0, 300) ?? null,
      });
      // Revoked while this ran: the revoke's session delete may have come before this insert.
      if ((await d.links.findById(row.id))?.revoked_at !== null) {
        await d.sessions.deleteForShareLink(row.id);
        throw notFound('errors.shareLinks.shareLinkWasRevoked');
      }
      return {
        token: sessionToken,
        eventId: event.id,
        eventName: event.name,
        kind: row.kind,
        label: row.label,
        department: department ? { id: department.id, name: department.name } : null,
        expiresAt: row.expires_at,
      };
    },
  };
}
export type ShareLinksService = ReturnType<typeof shareLinksService>;
