/** Account settings calls: profile, password and the other sessions (GET /api/user lives in auth.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePasswordResponse,
  signedOutResponse,
  userSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@showcaller/shared';
import { userQueryKey } from './auth';
import { apiFetch } from './client';

export type { ChangePasswordResponse } from '@showcaller/shared';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch('/api/user', userSchema, { method: 'PATCH', body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiFetch('/api/user/password', changePasswordResponse, { method: 'POST', body: input }),
  });
}

export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => apiFetch('/api/user/sign-out-others', signedOutResponse, { method: 'POST' }),
  });
}
