/** Team rows → API shapes (docs/decisions/0031-team-members-and-roles.md). */
import type { Invitation, Member } from '@showcaller/shared';
import type { InvitationRow, MemberView } from './members.repo.js';

export function presentMember(m: MemberView): Member {
  return {
    id: m.id,
    userId: m.user_id,
    name: m.name,
    username: m.username,
    email: m.email,
    role: m.role,
    departmentIds: m.department_ids,
    scope: m.event_id !== null ? 'event' : 'production',
    createdAt: m.created_at,
  };
}

/** The department ids kept as JSON; anything unreadable counts as none. */
export function invitationDepartments(row: Pick<InvitationRow, 'department_ids'>): number[] {
  try {
    const v: unknown = JSON.parse(row.department_ids);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export function presentInvitation(row: InvitationRow, nowIso: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    departmentIds: invitationDepartments(row),
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    expired: row.expires_at <= nowIso,
  };
}
