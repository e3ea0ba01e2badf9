/**
 * The team of an event (docs/decisions/0031-team-members-and-roles.md): members with a role on an
 * event or on every event of a production, and the e-mail invitations that make them.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { positiveId } from './common.js';

/** A member's role. The owner is the event's account and is no member. */
export const MEMBER_ROLES = ['producer', 'caller', 'editor', 'lead', 'viewer'] as const;
export const memberRole = z.enum(MEMBER_ROLES, { error: 'The role is producer, caller, editor, lead or viewer.' });
export type MemberRole = z.infer<typeof memberRole>;

/** What each role may do, in the words of the Team panel and the invitation mail. */
export const MEMBER_ROLE_TEXT: Record<MemberRole, { label: string; does: string }> = {
  producer: { label: 'Producer', does: 'everything the owner does except deleting the event' },
  caller: { label: 'Caller', does: 'edits the rundown and runs the show' },
  editor: { label: 'Editor', does: 'edits the rundown, does not run the show' },
  lead: { label: 'Department lead', does: 'edits the tasks and notes of their departments only' },
  viewer: { label: 'Viewer', does: 'follows the show live, changes nothing' },
};

/** At most this many departments per lead (an event has far fewer). */
export const LEAD_DEPARTMENTS_MAX = 50;

const departmentIds = z.array(positiveId).max(LEAD_DEPARTMENTS_MAX, `A lead has at most ${LEAD_DEPARTMENTS_MAX} departments.`).default([]);

const email = z.string().trim().max(LIMITS.email.max, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));

/** A department lead names at least one department; other roles none. */
const leadNeedsDepartments = <T extends { role: MemberRole; departmentIds: number[] }>(v: T, ctx: z.RefinementCtx) => {
  if (v.role === 'lead' && v.departmentIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'Choose the departments this lead edits.' });
  if (v.role !== 'lead' && v.departmentIds.length > 0)
    ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'Only a department lead has departments.' });
};

export const invitationCreateSchema = z.object({ email, role: memberRole, departmentIds }).superRefine(leadNeedsDepartments);
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const memberUpdateSchema = z.object({ role: memberRole, departmentIds }).superRefine(leadNeedsDepartments);
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** The invitation link's token (POST bodies, never a query string: it must not land in logs). */
export const invitationTokenSchema = z.object({ token: z.string().trim().min(20, 'This invitation link is not valid.').max(200) });

export const memberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: memberRole,
  departmentIds: z.array(z.number().int()),
  /** 'production': the member has this role on every event of the production. */
  scope: z.enum(['event', 'production']),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: memberRole,
  departmentIds: z.array(z.number().int()),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
  /** Whether the asker manages this team (the owner, or a producer of the event). */
  canManage: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/** What the invitation page shows before the person signs in. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: memberRole,
  /** The event's name, or the production's. */
  name: z.string(),
  kind: z.enum(['event', 'production']),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptedSchema = z.object({
  eventId: z.number().int().nullable(),
  productionId: z.number().int().nullable(),
  role: memberRole,
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/** The asker's own role on an event, for the show screen to offer only what it may do. */
export const myAccessSchema = z.object({
  role: z.enum(['owner', 'producer', 'caller', 'editor', 'lead', 'viewer', 'department', 'stage']),
  departmentIds: z.array(z.number().int()),
  editsRundown: z.boolean(),
  runsShow: z.boolean(),
  managesEvent: z.boolean(),
});
export type MyAccess = z.infer<typeof myAccessSchema>;
