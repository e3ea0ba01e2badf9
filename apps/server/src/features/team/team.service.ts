/**
 * The team of an event (docs/decisions/0031-team-members-and-roles.md): the owner (or a producer)
 * invites people by e-mail with a role on the event, the production's owner on every event of the
 * production; the person signs in or registers and joins with the link; members are listed,
 * changed and removed. A removal or a role change ends that account's open screens of the event at
 * once (the bus's `revoked` 'member'); roles are read on every request, so the next call already
 * answers with the new rights (a removed member's: 404).
 */
import { english } from '../../lib/i18n.js';
import type {
  CatalogLocale,
  InvitationCreate,
  InvitationPreview,
  MemberUpdate,
  MyAccess,
  Team,
  InvitationAccepted,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMail } from '../../mail/invitationMail.js';
import { localeOf } from '../language/language.presenter.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import { editsRundown, managesEvent, runsShow, type Permissions } from '../access/permissions.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import type { DepartmentsRepo } from '../departments/departments.repo.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import type { InvitationRow, InvitationsRepo, MemberRow, MembersRepo, TeamScope } from './members.repo.js';
import { invitationDepartments, presentInvitation, presentMember } from './team.presenter.js';

export const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;
/** A resend of the same invitation waits this long after the last mail. */
export const RESEND_AFTER_MS = 60_000;

export const INVITATION_NOT_FOUND = english('errors.team.invitationNotFound');
export const MEMBER_NOT_FOUND = english('errors.team.memberNotFound');

export function teamService(d: {
  members: MembersRepo;
  invitations: InvitationsRepo;
  events: EventsRepo;
  productions: Pick<ProductionsRepo, 'findById'>;
  departments: Pick<DepartmentsRepo, 'listForEvent'>;
  users: Pick<UsersRepo, 'findById' | 'findByEmailKey'>;
  perms: Permissions;
  mailer: Mailer;
  bus: Bus;
  clock: Clock;
  publicUrl: string;
  invitesPerHour: number;
}) {
  const now = () => isoNow(d.clock);

  /** The scope `actor` manages: an event it owns or produces, or a production it owns; 404 otherwise. */
  async function manage(actor: Actor, scope: TeamScope): Promise<{ name: string }> {
    if ('eventId' in scope) return { name: (await d.perms.event(actor, scope.eventId, 'own')).event.name };
    const user = requireUser(actor);
    const p = await d.productions.findById(scope.productionId);
    if (!p || p.owner_id !== user.userId) throw notFound('errors.team.productionNotFound');
    return { name: p.name };
  }

  const scopeOf = (row: Pick<MemberRow | InvitationRow, 'event_id' | 'production_id'>): TeamScope =>
    row.event_id !== null ? { eventId: row.event_id } : { productionId: row.production_id ?? 0 };

  /** Who owns the scope (an invitation to the owner is refused; the owner has every right already). */
  async function ownerOf(scope: TeamScope): Promise<number | undefined> {
    if ('eventId' in scope) return (await d.events.findById(scope.eventId))?.owner_id;
    return (await d.productions.findById(scope.productionId))?.owner_id;
  }

  /** A lead's departments must be the event's; a production has no departments of its own. */
  async function checkDepartments(scope: TeamScope, role: string, ids: readonly number[]) {
    if (role !== 'lead') return;
    if (!('eventId' in scope)) throw badRequest('errors.team.leadPerEvent');
    const own = new Set((await d.departments.listForEvent(scope.eventId)).map((dep) => dep.id));
    if (ids.some((id) => !own.has(id))) throw badRequest('errors.team.departmentsOfEvent');
  }

  /** Ends the account's open screens of the events the scope covers: their access changed. */
  async function revoke(userId: number, scope: TeamScope) {
    const eventIds = 'eventId' in scope ? [scope.eventId] : await d.members.productionEventIds(scope.productionId);
    for (const eventId of eventIds) d.bus.publish({ type: 'revoked', eventId, scope: 'member', departmentId: null, userId });
  }

  async function sendMail(
    row: { email: string; role: InvitationRow['role'] },
    token: string,
    inviterId: number,
    scope: TeamScope,
    name: string,
    asker: CatalogLocale,
  ) {
    const inviter = await d.users.findById(inviterId);
    // An account's mail in its language; a new address hears the inviter's.
    const invitee = await d.users.findByEmailKey(row.email.toLowerCase());
    const locale = localeOf(invitee?.language ?? null) ?? localeOf(inviter?.language ?? null) ?? asker;
    await d.mailer.send(
      invitationMail(
        {
          to: row.email,
          inviter: inviter?.name || inviter?.username || undefined,
          name,
          kind: 'eventId' in scope ? 'event' : 'production',
          role: row.role,
          link: `${d.publicUrl}/invite/${token}`,
          validDays: INVITATION_DAYS,
        },
        locale,
      ),
    );
  }

  /** The send limit per account per hour, counted in the database (every process shares it). */
  async function checkSendLimit(userId: number) {
    const since = new Date(d.clock.now() - 3_600_000).toISOString();
    if ((await d.invitations.sentSince(userId, since)) >= d.invitesPerHour)
      throw new HttpError(429, { key: 'errors.team.tooManyInvites', values: { count: d.invitesPerHour } });
  }

  async function loadInvitation(actor: Actor, id: number) {
    requireUser(actor);
    const row = await d.invitations.findById(id);
    if (!row || row.accepted_at !== null) throw notFound('errors.team.invitationNotFound');
    const scope = scopeOf(row);
    try {
      return { row, scope, ...(await manage(actor, scope)) };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('errors.team.invitationNotFound');
      throw err;
    }
  }

  async function loadMember(actor: Actor, id: number) {
    requireUser(actor);
    const row = await d.members.findById(id);
    if (!row) throw notFound('errors.team.memberNotFound');
    const scope = scopeOf(row);
    try {
      await manage(actor, scope);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('errors.team.memberNotFound');
      throw err;
    }
    return { row, scope };
  }

  /** A valid, unused invitation by its link's token. */
  async function byToken(token: string) {
    const row = await d.invitations.findByHash(hashToken(token));
    if (!row || row.accepted_at !== null || row.expires_at <= now()) throw notFound('errors.team.linkInvalid');
    return row;
  }

  return {
    async team(actor: Actor, scope: TeamScope): Promise<Team> {
      await manage(actor, scope);
      const at = now();
      const [members, invitations] = await Promise.all([d.members.list(scope), d.invitations.pending(scope)]);
      // An event's panel also lists the production's members, who reach it through the production.
      const event = 'eventId' in scope ? await d.events.findById(scope.eventId) : undefined;
      const viaProduction = event?.production_id ? await d.members.list({ productionId: event.production_id }) : [];
      return {
        members: [...members, ...viaProduction.filter((p) => !members.some((m) => m.user_id === p.user_id))].map(presentMember),
        invitations: invitations.map((i) => presentInvitation(i, at)),
        canManage: true,
      };
    },

    async invite(actor: Actor, scope: TeamScope, input: InvitationCreate, asker: CatalogLocale = 'en') {
      const { name } = await manage(actor, scope);
      const user = requireUser(actor);
      await checkDepartments(scope, input.role, input.departmentIds);
      const email = input.email.toLowerCase();
      const owner = await ownerOf(scope);
      const ownerRow = owner === undefined ? undefined : await d.users.findById(owner);
      if (ownerRow && ownerRow.email.toLowerCase() === email) throw conflict('errors.team.ownerAddress');
      const members = await d.members.list(scope);
      if (members.some((m) => m.email.toLowerCase() === email)) throw conflict('errors.team.alreadyMember', { email: input.email });
      if ((await d.invitations.pending(scope)).some((i) => i.email === email))
        throw conflict('errors.team.pending', { email: input.email });
      await checkSendLimit(user.userId);
      const token = newToken();
      const at = now();
      const id = await d.invitations.insert({
        token_hash: hashToken(token),
        email,
        event_id: 'eventId' in scope ? scope.eventId : null,
        production_id: 'productionId' in scope ? scope.productionId : null,
        role: input.role,
        department_ids: JSON.stringify(input.departmentIds),
        invited_by: user.userId,
        created_at: at,
        sent_at: at,
        expires_at: new Date(d.clock.now() + INVITATION_DAYS * DAY_MS).toISOString(),
      });
      await sendMail({ email, role: input.role }, token, user.userId, scope, name, asker);
      return presentInvitation((await d.invitations.findById(id))!, at);
    },

    /** A new mail with a new link (the old one stops working) and a new expiry. */
    async resend(actor: Actor, id: number, asker: CatalogLocale = 'en') {
      const user = requireUser(actor);
      const { row, scope, name } = await loadInvitation(actor, id);
      if (d.clock.now() - Date.parse(row.sent_at) < RESEND_AFTER_MS) throw new HttpError(429, 'errors.team.invitationSentLess');
      await checkSendLimit(user.userId);
      const token = newToken();
      const at = now();
      await d.invitations.renew(id, {
        token_hash: hashToken(token),
        sent_at: at,
        expires_at: new Date(d.clock.now() + INVITATION_DAYS * DAY_MS).toISOString(),
      });
      await sendMail(row, token, user.userId, scope, name, asker);
      return presentInvitation((await d.invitations.findById(id))!, at);
    },

    async cancel(actor: Actor, id: number) {
      const { row } = await loadInvitation(actor, id);
      await d.invitations.delete(id);
      return presentInvitation(row, now());
    },

    async update(actor: Actor, id: number, input: MemberUpdate) {
      const { row, scope } = await loadMember(actor, id);
      await checkDepartments(scope, input.role, input.departmentIds);
      await d.members.upsert({ user_id: row.user_id, role: input.role, invited_by: row.invited_by, at: now() }, scope, input.departmentIds);
      await revoke(row.user_id, scope);
      const member = (await d.members.list(scope)).find((m) => m.id === id)!;
      return presentMember(member);
    },

    async remove(actor: Actor, id: number) {
      const { row, scope } = await loadMember(actor, id);
      const member = (await d.members.list(scope)).find((m) => m.id === id)!;
      await d.members.delete(id);
      await revoke(row.user_id, scope);
      return presentMember(member);
    },

    /** What the invitation page shows before anyone signs in: the link is the secret. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await byToken(token);
      const scope = scopeOf(row);
      const name =
        'eventId' in scope ? (await d.events.findById(scope.eventId))?.name : (await d.productions.findById(scope.productionId))?.name;
      const inviter = await d.users.findById(row.invited_by);
      return {
        email: row.email,
        role: row.role,
        name: name ?? '',
        kind: 'eventId' in scope ? 'event' : 'production',
        invitedBy: inviter?.name || inviter?.username || '',
        expiresAt: row.expires_at,
      };
    },

    /** Joins with the account signed in, whose address must be the invited one; the link works once. */
    async accept(actor: Actor, token: string): Promise<InvitationAccepted> {
      const user = requireUser(actor);
      const row = await byToken(token);
      const account = await d.users.findById(user.userId);
      if (!account || account.email.toLowerCase() !== row.email.toLowerCase())
        throw forbidden('errors.team.otherAddress', { email: row.email });
      const scope = scopeOf(row);
      if ((await ownerOf(scope)) === user.userId) throw conflict('errors.team.ownAlreadyInvitation');
      const departmentIds = invitationDepartments(row);
      if (row.role === 'lead') {
        const own = new Set('eventId' in scope ? (await d.departments.listForEvent(scope.eventId)).map((dep) => dep.id) : []);
        if (!departmentIds.some((id) => own.has(id))) throw conflict('errors.team.departmentsInvitationWere');
        departmentIds.splice(0, departmentIds.length, ...departmentIds.filter((id) => own.has(id)));
      }
      if (!(await d.invitations.consume(row.id, row.token_hash, now()))) throw notFound('errors.team.linkInvalid');
      await d.members.upsert({ user_id: user.userId, role: row.role, invited_by: row.invited_by, at: now() }, scope, departmentIds);
      await revoke(user.userId, scope);
      return { eventId: row.event_id, productionId: row.production_id, role: row.role };
    },

    /** The asker's own rights on the event, for screens to offer only what it may do. */
    async mine(actor: Actor, eventId: number): Promise<MyAccess> {
      const { role, departmentIds } = await d.perms.event(actor, eventId, 'read');
      return {
        role,
        departmentIds: [...departmentIds],
        editsRundown: editsRundown(role),
        runsShow: runsShow(role),
        managesEvent: managesEvent(role),
      };
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
