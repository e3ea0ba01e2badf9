/**
 * The account's own mails besides the address proof (verificationMail.ts): a password reset link,
 * and the word to the old address that the account's address changed. In the account's language
 * (docs/decisions/0040-i18n-app-and-server.md); names go in on one line.
 */
import type { CatalogLocale, Locale } from '@showcaller/shared';
import { serverT } from '../lib/i18n.js';
import type { MailMessage } from './mailer.js';
import { oneLine } from './mailText.js';

/** The language of an account's mail: the account's own when it chose one, else the asker's of the request that caused it. */
export function mailLocale(accountLanguage: Locale | null, asker: CatalogLocale): CatalogLocale {
  return accountLanguage ?? asker;
}

export function passwordResetMail(
  m: { to: string; name: string; username: string; link: string },
  locale: CatalogLocale = 'en',
): MailMessage {
  return {
    to: m.to,
    subject: serverT(locale, 'mail.reset.subject'),
    text: serverT(locale, 'mail.reset.text', { name: oneLine(m.name), username: oneLine(m.username), link: m.link }),
  };
}

export function addressChangedMail(
  m: { to: string; name: string; username: string; newEmail: string },
  locale: CatalogLocale = 'en',
): MailMessage {
  return {
    to: m.to,
    subject: serverT(locale, 'mail.addressChanged.subject'),
    text: serverT(locale, 'mail.addressChanged.text', { name: oneLine(m.name), username: oneLine(m.username), email: oneLine(m.newEmail) }),
  };
}
