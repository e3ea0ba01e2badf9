/** docs/product.md#messages: what the login and registration forms say when the server call fails. */
import type { AppMessageKey } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { kindText } from '@/api/events';
import { appT } from '@/i18n/appI18n';

export const LOGIN_FAILED: AppMessageKey = 'general.auth.error.loginFailed';
export const CONNECTION_ERROR: AppMessageKey = 'general.auth.error.connection';
export const NETWORK_ERROR: AppMessageKey = 'general.auth.error.network';
export const DUPLICATE_ACCOUNT: AppMessageKey = 'general.auth.error.duplicate';
export const REGISTRATION_FAILED: AppMessageKey = 'general.auth.error.registration';
export const FORGOT_FAILED: AppMessageKey = 'general.auth.error.forgot';
export const RESET_FAILED: AppMessageKey = 'general.auth.error.reset';

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function loginErrorText(err: unknown): string {
  if (!isApiError(err)) return appT(LOGIN_FAILED);
  if (err.kind !== 'http') return appT(CONNECTION_ERROR);
  return err.serverText ?? appT(LOGIN_FAILED);
}

export function registerErrorText(err: unknown): string {
  if (isApiError(err)) {
    if (err.kind === 'http' && err.serverText) return err.serverText;
    if (err.kind === 'network' || offline()) return appT(NETWORK_ERROR);
    if (err.status === 400 || err.status === 409) return appT(DUPLICATE_ACCOUNT);
    return appT(REGISTRATION_FAILED);
  }
  return appT(offline() ? NETWORK_ERROR : REGISTRATION_FAILED);
}

/** The server's text, or the given fallback (forgot and reset password toasts). */
export function errorTextOr(err: unknown, fallback: AppMessageKey): string {
  if (isApiError(err)) return err.kind === 'http' ? (err.serverText ?? appT(fallback)) : (kindText(err.kind) ?? err.text);
  return appT(fallback);
}
