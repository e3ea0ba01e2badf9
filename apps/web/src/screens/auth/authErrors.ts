/** docs/product.md#messages: what the login and registration forms say when the server call fails. */
import { isApiError } from '@/api/client';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const CONNECTION_ERROR = 'Connection error. Please try again later.';
export const NETWORK_ERROR = 'Network connection error. Please check your internet connection.';
export const DUPLICATE_ACCOUNT = 'Username or email already exists. Please try different credentials.';
export const REGISTRATION_FAILED = 'Something went wrong with registration. Please try again later.';
export const FORGOT_FAILED = 'Failed to send password reset email';
export const RESET_FAILED = 'Password reset failed';

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function loginErrorText(err: unknown): string {
  if (!isApiError(err)) return LOGIN_FAILED;
  if (err.kind !== 'http') return CONNECTION_ERROR;
  return err.serverText ?? LOGIN_FAILED;
}

export function registerErrorText(err: unknown): string {
  if (isApiError(err)) {
    if (err.kind === 'http' && err.serverText) return err.serverText;
    if (err.kind === 'network' || offline()) return NETWORK_ERROR;
    if (err.status === 400 || err.status === 409) return DUPLICATE_ACCOUNT;
    return REGISTRATION_FAILED;
  }
  return offline() ? NETWORK_ERROR : REGISTRATION_FAILED;
}

/** The server's text, or the given fallback (forgot and reset password toasts). */
export function errorTextOr(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.kind === 'http' ? (err.serverText ?? fallback) : err.text;
  return fallback;
}
