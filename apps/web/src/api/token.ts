/**
 * The session token (docs/product.md#data): kept in localStorage under `authToken`.
 * Components read it through `useAuthToken` so a 401 anywhere (which clears it) re-renders guards.
 */
import { useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/storage';

export const AUTH_TOKEN_KEY = 'authToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = safeStorage.get(AUTH_TOKEN_KEY);
  return token && token.length > 0 ? token : null;
}

export function setToken(token: string): void {
  safeStorage.set(AUTH_TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (safeStorage.get(AUTH_TOKEN_KEY) === null) return;
  safeStorage.remove(AUTH_TOKEN_KEY);
  notify();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same key.
  const onStorage = (e: StorageEvent) => {
    if (e.key === AUTH_TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
