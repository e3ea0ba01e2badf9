import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { loginErrorText, registerErrorText } from './authErrors';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';
const CONNECTION_ERROR = 'Connection error. Please try again later.';
const NETWORK_ERROR = 'Network connection error. Please check your internet connection.';
const DUPLICATE_ACCOUNT = 'Username or email already exists. Please try different credentials.';
const REGISTRATION_FAILED = 'Something went wrong with registration. Please try again later.';

describe('the error texts the login and registration forms show', () => {
  it('login: server text, else the credentials fallback; unreadable or unreachable → connection error', () => {
    expect(loginErrorText(new ApiError(401, 'Invalid username or password.', { error: 'Invalid username or password.' }))).toBe(
      'Invalid username or password.',
    );
    expect(loginErrorText(new ApiError(500, 'Internal Server Error', null))).toBe(LOGIN_FAILED);
    expect(loginErrorText(new ApiError(200, 'bad json', null, 'parse'))).toBe(CONNECTION_ERROR);
    expect(loginErrorText(new ApiError(0, 'offline', null, 'network'))).toBe(CONNECTION_ERROR);
  });

  it('registration: server text, offline, 400/409 duplicate, generic', () => {
    expect(registerErrorText(new ApiError(409, 'Taken', { error: 'Taken' }))).toBe('Taken');
    expect(registerErrorText(new ApiError(0, 'offline', null, 'network'))).toBe(NETWORK_ERROR);
    expect(registerErrorText(new ApiError(400, 'Bad Request', {}))).toBe(DUPLICATE_ACCOUNT);
    expect(registerErrorText(new ApiError(503, 'Service Unavailable', null))).toBe(REGISTRATION_FAILED);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(registerErrorText(new Error('boom'))).toBe(NETWORK_ERROR);
  });
});
