/**
 * The e-mail that proves an address. When the address is ADMIN_EMAIL, confirming the link makes an
 * account an administrator, and the account may be a stranger's (anyone can type an address into
 * a form): so that mail names the account and says plainly what the link does (docs/security.md "Trust hardening"). The link
 * opens a page where the address is confirmed with a button (a mail scanner's visit changes
 * nothing); the admin right needs the account's owner signed in there (docs/security.md "Trust, round 3" 20.9).
 */
import type { MailMessage } from './mailer.js';
import { escapeHtml, oneLine } from './mailText.js';

export interface VerificationMailInput {
  to: string;
  username: string;
  name: string;
  link: string;
  makesAdmin: boolean;
}

export function verificationMail(m: VerificationMailInput): MailMessage {
  const name = oneLine(m.name);
  const username = oneLine(m.username);
  if (!m.makesAdmin) {
    return {
      to: m.to,
      subject: 'Confirm your ShowCaller e-mail address',
      text: `Hello ${name},\n\nConfirm your e-mail address to start using ShowCaller: open this page and press Confirm:\n${m.link}\n\nThe link is valid for 48 hours.`,
    };
  }
  const h = { name: escapeHtml(name), username: escapeHtml(username), link: escapeHtml(m.link) };
  return {
    to: m.to,
    subject: `ShowCaller: confirming this link makes the account "${username}" an administrator`,
    text:
      `This address is the administrator address of this ShowCaller server.\n\n` +
      `The account "${username}" (name: ${name}) has just given it as its e-mail address.\n` +
      `Confirming the link below makes the account "${username}" an ADMINISTRATOR: it will see every registered user.\n` +
      `It only works for the owner of "${username}", signed in to that account.\n\n` +
      `Only confirm it if "${username}" is your own account:\n${m.link}\n\n` +
      `If you do not know this account, do NOT open the link. Ignore this e-mail: the account stays an ordinary one.\n` +
      `The link is valid for 48 hours.`,
    html:
      `<p>This address is the administrator address of this ShowCaller server.</p>` +
      `<p>The account <strong>&quot;${h.username}&quot;</strong> (name: ${h.name}) has just given it as its e-mail address.</p>` +
      `<p>Confirming the link below makes the account <strong>&quot;${h.username}&quot;</strong> an <strong>ADMINISTRATOR</strong>: ` +
      `it will see every registered user. It only works for the owner of &quot;${h.username}&quot;, signed in to that account.</p>` +
      `<p>Only confirm it if &quot;${h.username}&quot; is your own account:<br><a href="${h.link}">${h.link}</a></p>` +
      `<p><strong>If you do not know this account, do NOT open the link.</strong> Ignore this e-mail: the account stays an ordinary one.</p>` +
      `<p>The link is valid for 48 hours.</p>`,
  };
}
