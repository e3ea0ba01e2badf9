/** Account settings calls: profile, password and the other sessions (GET /api/user lives in auth.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, UpdateProfileInput, User } from '@showcaller/shared';
import { userQueryKey } from './auth';
import { apiFetch } from './client';

export interface ChangePasswordResponse {
  message: string;
  /** How many other sessions of this account were signed out. */
  signedOut: number;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<User>('/api/user', { method: 'PATCH', body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiFetch<ChangePasswordResponse>('/api/user/password', { method: 'POST', body: input }),
  });
}

export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => apiFetch<{ signedOut: number }>('/api/user/sign-out-others', { method: 'POST' }),
  });
}

/** "1 other session" / "3 other sessions". */
export function otherSessionsText(count: number): string {
  return `${count} other ${count === 1 ? 'session' : 'sessions'}`;
}
