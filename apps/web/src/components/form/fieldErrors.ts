/**
 * The validation sentences of the shared form schemas (packages/shared/src/schemas/auth.ts) are
 * English, as the server checks them too; a form shows them in the app's language. A message that
 * is not one of them (already worded by its page) is shown as it is.
 */
import type { AppMessageKey } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

const SCHEMA_MESSAGES: Readonly<Record<string, AppMessageKey>> = {
  'Username is required': 'general.validation.usernameRequired',
  'Password is required': 'general.validation.passwordRequired',
  'Please enter a valid email': 'general.validation.email',
  'Password must be at least 8 characters': 'general.validation.passwordMin',
  'Password must be at most 200 characters': 'general.validation.passwordMax',
  'Username must be at least 3 characters': 'general.validation.usernameMin',
  'Username must be at most 50 characters': 'general.validation.usernameMax',
  'Username may use letters, digits, dot, dash and underscore': 'general.validation.usernameChars',
  'Name is required': 'general.validation.nameRequired',
  'Name must be at most 100 characters': 'general.validation.nameMax',
  'Please confirm your password': 'general.validation.confirmRequired',
  'Passwords do not match': 'general.validation.mismatch',
  'The reset link is invalid': 'general.validation.resetLink',
  'Current password is required': 'general.validation.currentRequired',
  'Please provide a name for the event.': 'general.validation.eventName',
  'Please select a date for the event.': 'general.validation.eventDate',
  'Please choose the day.': 'general.validation.day',
  'Please provide a name for the production.': 'general.validation.productionName',
  'Please choose a time zone for the production.': 'general.validation.timeZone',
  'That is not a time zone (for example Europe/Berlin).': 'general.validation.notTimeZone',
  'Please choose the first day.': 'general.validation.firstDay',
  'Please choose the last day.': 'general.validation.lastDay',
  'The last day cannot be before the first day.': 'general.validation.dayOrder',
  'A production needs at least one room.': 'general.validation.oneRoom',
  'A room needs a name.': 'general.validation.roomName',
};

/** A field's validation message in the app's language. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = SCHEMA_MESSAGES[message];
  return key ? appT(key) : message;
}
