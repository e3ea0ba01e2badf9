/**
 * The e-mail that proves an address. When the address is ADMIN_EMAIL, confirming the link makes an
 * account an administrator, and the account may be a stranger's (anyone can type an address into
 * a form): so that mail names the account and says plainly what the link does (docs/security.md "Trust hardening"). The link
 * opens a page where the address is confirmed with a button (a mail scanner's visit changes
 * nothing); the admin right needs the account's owner signed in there (docs/security.md "Trust, round 3" 20.9).
 * In the account's language (docs/decisions/0040-i18n-app-and-server.md).
 */
import type { CatalogLocale } from '@showcaller/shared';
import { serverT } from '../lib/i18n.js';
import type { MailMessage } from './mailer.js';
import { escapeHtml, oneLine } from './mailText.js';

export interface VerificationMailInput {
  to: string;
  username: string;
  name: string;
  link: string;
  makesAdmin: boolean;
}

export function verificationMail(m: VerificationMailInput, locale: CatalogLocale = 'en'): MailMessage {
  const name = oneLine(m.name);
  const username = oneLine(m.username);
  if (!m.makesAdmin) {
    return {
      to: m.to,
      subject: serverT(locale, 'mail.verify.subject'),
      text: serverT(locale, 'mail.verify.text', { name, link: m.link }),
    };
  }
  const h = { name: escapeHtml(name), username: escapeHtml(username), link: escapeHtml(m.link) };
  return {
    to: m.to,
    subject: serverT(locale, 'mail.verifyAdmin.subject', { username }),
    text: serverT(locale, 'mail.verifyAdmin.text', { name, username, link: m.link }),
    html: serverT(locale, 'mail.verifyAdmin.html', h),
  };
}
