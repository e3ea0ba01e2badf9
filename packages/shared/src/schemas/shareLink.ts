/**
 * Share links (docs/decisions/0036-share-links.md): a link for people without an account, made by
 * the owner or a producer in the Team tab. A viewer link reads the show live; a department link
 * also edits that department's tasks and notes, as a department lead does. Each is revocable at
 * once and may end at a set time.
 */
import { z } from 'zod';
import { positiveId } from './common.js';

export const SHARE_LINK_KINDS = ['viewer', 'department'] as const;
export const shareLinkKind = z.enum(SHARE_LINK_KINDS, { error: 'The kind of link is viewer or department.' });
export type ShareLinkKind = z.infer<typeof shareLinkKind>;

/** What each kind lets its holder do, in the Team tab's words. */
export const SHARE_LINK_KIND_TEXT: Record<ShareLinkKind, { label: string; does: string }> = {
  viewer: { label: 'Viewer', does: 'follows the show live, changes nothing' },
  department: { label: 'Department', does: "edits that department's tasks and notes, follows the rest" },
};

export const SHARE_LINK_LABEL_MAX = 80;
/** At most this many open (not revoked) links per event: a show hands out a few, not hundreds. */
export const SHARE_LINKS_MAX = 50;

export const shareLinkCreateSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Please name the link (for example "Director" or "Lighting crew").')
      .max(SHARE_LINK_LABEL_MAX, `A link's name has at most ${SHARE_LINK_LABEL_MAX} characters.`),
    kind: shareLinkKind,
    departmentId: positiveId.nullable().optional().default(null),
    /** When the link stops working (an ISO date and time); null: until revoked. */
    expiresAt: z.iso.datetime({ offset: true, error: 'The end must be a date and time.' }).nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'department' && v.departmentId === null)
      ctx.addIssue({ code: 'custom', path: ['departmentId'], message: 'Choose the department this link edits.' });
    if (v.kind === 'viewer' && v.departmentId !== null)
      ctx.addIssue({ code: 'custom', path: ['departmentId'], message: 'Only a department link has a department.' });
  });
export type ShareLinkCreate = z.input<typeof shareLinkCreateSchema>;

export const shareLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: shareLinkKind,
  departmentId: z.number().int().nullable(),
  /** The secret of the link; its address is `/share/{token}`. Shown to the owner and producers only. */
  token: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Past its end: it opens nothing any more (revoke it to remove it from the list). */
  expired: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinksSchema = z.array(shareLinkSchema);

/** The link's token (POST bodies, never a query string: it must not land in logs). */
export const shareTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This share link is not valid. Check the address or ask for a new link.'),
});

/** What opening a link gives: a session token for every call and the socket, and what it opens. */
export const shareOpenedSchema = z.object({
  token: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  kind: shareLinkKind,
  label: z.string(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
});
export type ShareOpened = z.infer<typeof shareOpenedSchema>;
