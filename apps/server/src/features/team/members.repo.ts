/**
 * The SQL of the team of an event (docs/decisions/0031-team-members-and-roles.md): members with a
 * role on an event or on every event of a production, a lead's departments, and invitations.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, EventMembersTable, InvitationsTable, MemberRole } from '../../db/schema.js';

export type MemberRow = Selectable<EventMembersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
/** A member with the account's name and address and a lead's departments. */
export type MemberView = MemberRow & { name: string; username: string; email: string; department_ids: number[] };
/** Where a member or an invitation applies: one event, or every event of a production. */
export type TeamScope = { eventId: number } | { productionId: number };

export function membersRepo(db: Kysely<Database>) {
  async function departmentsOf(memberIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (memberIds.length === 0) return out;
    const rows = await db
      .selectFrom('member_departments')
      .select(['member_id', 'department_id'])
      .where('member_id', 'in', memberIds)
      .orderBy('department_id')
      .execute();
    for (const r of rows) out.set(r.member_id, [...(out.get(r.member_id) ?? []), r.department_id]);
    return out;
  }

  return {
    /**
     * The account's role on the event: its own row on the event wins over one on the event's
     * production (an owner can narrow or widen one show of a production).
     */
    async roleOn(userId: number, event: { id: number; production_id: number | null }) {
      let q = db.selectFrom('event_members').selectAll().where('user_id', '=', userId);
      q =
        event.production_id === null
          ? q.where('event_id', '=', event.id)
          : q.where((eb) => eb.or([eb('event_id', '=', event.id), eb('production_id', '=', event.production_id)]));
      const rows = await q.execute();
      const row = rows.find((r) => r.event_id === event.id) ?? rows[0];
      if (!row) return undefined;
      const departmentIds = row.role === 'lead' ? ((await departmentsOf([row.id])).get(row.id) ?? []) : [];
      return { member: row, departmentIds };
    },

    async findById(id: number) {
      return db.selectFrom('event_members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async find(userId: number, scope: TeamScope) {
      const q = db.selectFrom('event_members').selectAll().where('user_id', '=', userId);
      return (
        'eventId' in scope ? q.where('event_id', '=', scope.eventId) : q.where('production_id', '=', scope.productionId)
      ).executeTakeFirst();
    },

    async list(scope: TeamScope): Promise<MemberView[]> {
      const q = db
        .selectFrom('event_members')
        .innerJoin('users', 'users.id', 'event_members.user_id')
        .selectAll('event_members')
        .select(['users.name', 'users.username', 'users.email']);
      const rows = await (
        'eventId' in scope
          ? q.where('event_members.event_id', '=', scope.eventId)
          : q.where('event_members.production_id', '=', scope.productionId)
      )
        .orderBy('event_members.id')
        .execute();
      const deps = await departmentsOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, department_ids: deps.get(r.id) ?? [] }));
    },

    /** Adds the member (or changes the role of the one already there) with a lead's departments, in one transaction. */
    async upsert(
      row: { user_id: number; role: MemberRole; invited_by: number | null; at: string },
      scope: TeamScope,
      departmentIds: number[],
    ) {
      return db.transaction().execute(async (trx) => {
        const where =
          'eventId' in scope ? { event_id: scope.eventId, production_id: null } : { event_id: null, production_id: scope.productionId };
        let q = trx.selectFrom('event_members').select('id').where('user_id', '=', row.user_id);
        q = where.event_id !== null ? q.where('event_id', '=', where.event_id) : q.where('production_id', '=', where.production_id);
        const existing = await q.executeTakeFirst();
        let id: number;
        if (existing) {
          id = existing.id;
          await trx.updateTable('event_members').set({ role: row.role, updated_at: row.at }).where('id', '=', id).execute();
          await trx.deleteFrom('member_departments').where('member_id', '=', id).execute();
        } else {
          const r = await trx
            .insertInto('event_members')
            .values({ user_id: row.user_id, ...where, role: row.role, invited_by: row.invited_by, created_at: row.at, updated_at: row.at })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = r.id;
        }
        if (departmentIds.length > 0)
          await trx
            .insertInto('member_departments')
            .values(departmentIds.map((department_id) => ({ member_id: id, department_id })))
            .execute();
        return id;
      });
    },

    async delete(id: number) {
      await db.deleteFrom('event_members').where('id', '=', id).execute();
    },

    /** The events shared with an account, directly or through a production, with its role on each. */
    async sharedEvents(userId: number) {
      const direct = await db
        .selectFrom('event_members')
        .select(['event_id', 'role'])
        .where('user_id', '=', userId)
        .where('event_id', 'is not', null)
        .execute();
      const viaProduction = await db
        .selectFrom('event_members')
        .innerJoin('events', 'events.production_id', 'event_members.production_id')
        .select(['events.id as event_id', 'event_members.role'])
        .where('event_members.user_id', '=', userId)
        .execute();
      const roles = new Map<number, MemberRole>();
      for (const r of viaProduction) roles.set(r.event_id, r.role);
      for (const r of direct) if (r.event_id !== null) roles.set(r.event_id, r.role);
      return roles;
    },

    /** The events a production member reaches (a removal ends its sockets on each). */
    async productionEventIds(productionId: number): Promise<number[]> {
      const rows = await db.selectFrom('events').select('id').where('production_id', '=', productionId).execute();
      return rows.map((r) => r.id);
    },
  };
}
export type MembersRepo = ReturnType<typeof membersRepo>;

export function invitationsRepo(db: Kysely<Database>) {
  return {
    async insert(row: Omit<InvitationRow, 'id' | 'accepted_at'>) {
      const r = await db
        .insertInto('invitations')
        .values({ ...row, accepted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    findById(id: number) {
      return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByHash(tokenHash: string) {
      return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Invitations not yet accepted (expired ones too: the panel offers to resend them). */
    async pending(scope: TeamScope) {
      const q = db.selectFrom('invitations').selectAll().where('accepted_at', 'is', null);
      return ('eventId' in scope ? q.where('event_id', '=', scope.eventId) : q.where('production_id', '=', scope.productionId))
        .orderBy('id')
        .execute();
    },
    /** A new token and send time for a resend; the old link stops working. */
    async renew(id: number, patch: { token_hash: string; sent_at: string; expires_at: string }) {
      await db.updateTable('invitations').set(patch).where('id', '=', id).where('accepted_at', 'is', null).execute();
    },
    /** Marks a valid invitation used; false when it was used (or renewed) meanwhile: one acceptance only. */
    async consume(id: number, tokenHash: string, nowIso: string): Promise<boolean> {
      const r = await db
        .updateTable('invitations')
        .set({ accepted_at: nowIso })
        .where('id', '=', id)
        .where('token_hash', '=', tokenHash)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async delete(id: number) {
      await db.deleteFrom('invitations').where('id', '=', id).execute();
    },
    /** Invitation mails an account sent since `sinceIso` (new ones and resends): the send limit. */
    async sentSince(userId: number, sinceIso: string): Promise<number> {
      const r = await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('invited_by', '=', userId)
        .where('sent_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type InvitationsRepo = ReturnType<typeof invitationsRepo>;
