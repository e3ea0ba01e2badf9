/**
 * The e-mail that invites a person to an event's or a production's team (docs/decisions/0031-team-members-and-roles.md).
 * It names who invites, to what and with which role, and says what the role may do; the link
 * opens a page where the person signs in or registers and then joins. In the invitee's account
 * language, or the inviter's for a new address (docs/decisions/0040-i18n-app-and-server.md).
 */
import type { CatalogLocale, MemberRole } from '@showcaller/shared';
import { serverT } from '../lib/i18n.js';
import type { MailMessage } from './mailer.js';
import { escapeHtml, oneLine } from './mailText.js';

export interface InvitationMailInput {
  to: string;
  /** The inviter's name; undefined when the account has none to show. */
  inviter: string | undefined;
  /** The event's or the production's name. */
  name: string;
  kind: 'event' | 'production';
  role: MemberRole;
  link: string;
  validDays: number;
}

export function invitationMail(m: InvitationMailInput, locale: CatalogLocale = 'en'): MailMessage {
  const inviter = m.inviter ? oneLine(m.inviter) : serverT(locale, 'mail.invite.someone');
  const name = oneLine(m.name);
  const label = serverT(locale, `mail.role.${m.role}.label`);
  const does = serverT(locale, `mail.role.${m.role}.does`);
  const values = { inviter, kind: m.kind, name, role: label, does, link: m.link, days: m.validDays };
  const html = {
    ...values,
    inviter: escapeHtml(inviter),
    name: escapeHtml(name),
    role: escapeHtml(label),
    does: escapeHtml(does),
    link: escapeHtml(m.link),
  };
  return {
    to: m.to,
    subject: serverT(locale, 'mail.invite.subject', values),
    text: serverT(locale, 'mail.invite.text', values),
    html: serverT(locale, 'mail.invite.html', html),
  };
}
