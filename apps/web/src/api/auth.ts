/** Session hooks (docs/product.md#accounts-and-sessions, docs/product.md#calls): the current user, login, registration, logout and password reset. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  demoResponse,
  loginResponse,
  messageBody,
  registerResponse,
  userSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from '@showcaller/shared';
import { apiFetch, isApiError } from './client';
import { clearToken, setToken, useAuthToken } from './token';

export const userQueryKey = ['user'] as const;
const USER_CACHE_MS = 5 * 60 * 1000;

async function fetchUser(): Promise<User | null> {
  try {
    return await apiFetch('/api/user', userSchema);
  } catch (err) {
    // The wrapper has already cleared the token; a logged-out user is null, not an error.
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
}

/** Forget the session in this browser: the token and the cached user. */
export function forgetSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({ queryKey: userQueryKey });
}

export function useUser() {
  const token = useAuthToken();
  const query = useQuery({
    queryKey: userQueryKey,
    queryFn: fetchUser,
    enabled: token !== null,
    staleTime: USER_CACHE_MS,
    gcTime: USER_CACHE_MS,
    retry: (failureCount, err) => failureCount < 1 && !(isApiError(err) && err.status < 500 && err.status > 0),
  });
  return {
    user: token ? (query.data ?? null) : null,
    isLoading: token !== null && query.isPending,
    error: query.error,
    /** Manual refresh: always goes to the server. */
    refresh: query.refetch,
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiFetch('/api/auth/login', loginResponse, { method: 'POST', body: input, token: null }),
    onSuccess: (data) => {
      queryClient.setQueryData(userQueryKey, data.user);
      setToken(data.token);
    },
    onError: () => {
      clearToken();
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiFetch('/api/auth/register', registerResponse, { method: 'POST', body: input, token: null }),
    onSuccess: (data) => {
      if (!data.token) return; // E-mail verification required: no session yet.
      queryClient.setQueryData(userQueryKey, data.user);
      setToken(data.token);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch('/api/auth/logout', messageBody, { method: 'POST' });
      } finally {
        // docs/product.md#accounts-and-sessions: logging out forgets the session even when the call fails.
        forgetSession(queryClient);
      }
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiFetch('/api/auth/forgot-password', messageBody, { method: 'POST', body: input, token: null }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiFetch('/api/auth/reset-password', messageBody, { method: 'POST', body: input, token: null }),
  });
}

/** Try Demo: a throwaway account with a sample show; the caller lands on its show screen. */
export function useStartDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/demo', demoResponse, { method: 'POST', body: {}, token: null }),
    onSuccess: (data) => {
      queryClient.setQueryData(userQueryKey, data.user);
      setToken(data.token);
    },
  });
}
