/**
 * The e-mail that invites a person to an event's or a production's team (docs/decisions/0031-team-members-and-roles.md).
 * It names who invites, to what and with which role, and says what the role may do; the link
 * opens a page where the person signs in or registers and then joins.
 */
import { MEMBER_ROLE_TEXT, type MemberRole } from '@showcaller/shared';
import type { MailMessage } from './mailer.js';
import { escapeHtml, oneLine } from './mailText.js';

export interface InvitationMailInput {
  to: string;
  inviter: string;
  /** The event's or the production's name. */
  name: string;
  kind: 'event' | 'production';
  role: MemberRole;
  link: string;
  validDays: number;
}

export function invitationMail(m: InvitationMailInput): MailMessage {
  const inviter = oneLine(m.inviter);
  const name = oneLine(m.name);
  const { label, does } = MEMBER_ROLE_TEXT[m.role];
  const what = m.kind === 'event' ? `the show "${name}"` : `every show of the production "${name}"`;
  const h = {
    inviter: escapeHtml(inviter),
    what: escapeHtml(what),
    label: escapeHtml(label),
    does: escapeHtml(does),
    link: escapeHtml(m.link),
  };
  return {
    to: m.to,
    subject: `${inviter} invites you to ${what} on ShowCaller`,
    text:
      `${inviter} invites you to join ${what} on ShowCaller as ${label}: ${does}.\n\n` +
      `Open this link, then sign in or create an account with this address to join:\n${m.link}\n\n` +
      `The link works once and for ${m.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
    html:
      `<p>${h.inviter} invites you to join ${h.what} on ShowCaller as <strong>${h.label}</strong>: ${h.does}.</p>` +
      `<p>Open this link, then sign in or create an account with this address to join:<br><a href="${h.link}">${h.link}</a></p>` +
      `<p>The link works once and for ${m.validDays} days. If you did not expect this invitation, ignore this e-mail.</p>`,
  };
}
