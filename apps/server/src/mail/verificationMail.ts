/**
 * The e-mail that proves an address. When the address is ADMIN_EMAIL, opening the link makes an
 * account an administrator, and the account may be a stranger's (anyone can type an address into
 * a form): so that mail names the account and says plainly what the link does (issue 11).
 */
import type { MailMessage } from './mailer.js';

export interface VerificationMailInput {
  to: string;
  username: string;
  name: string;
  link: string;
  makesAdmin: boolean;
}

export function verificationMail(m: VerificationMailInput): MailMessage {
  if (!m.makesAdmin) {
    return {
      to: m.to,
      subject: 'Confirm your ShowCaller e-mail address',
      text: `Hello ${m.name},\n\nConfirm your e-mail address to start using ShowCaller:\n${m.link}\n\nThe link is valid for 48 hours.`,
    };
  }
  return {
    to: m.to,
    subject: `ShowCaller: opening this link makes the account "${m.username}" an administrator`,
    text:
      `This address is the administrator address of this ShowCaller server.\n\n` +
      `The account "${m.username}" (name: ${m.name}) has just given it as its e-mail address.\n` +
      `Opening the link below makes the account "${m.username}" an ADMINISTRATOR: it will see every registered user.\n\n` +
      `Only open it if "${m.username}" is your own account:\n${m.link}\n\n` +
      `If you do not know this account, do NOT open the link. Ignore this e-mail: the account stays an ordinary one.\n` +
      `The link is valid for 48 hours.`,
  };
}
