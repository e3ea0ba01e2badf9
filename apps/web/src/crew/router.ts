/**
 * The crew entry's own tiny router (no react-router in its bundle): the path decides the screen,
 * navigation is history.pushState/replaceState, and a notice (why the code page is shown) rides
 * along in history.state.
 */
import { useSyncExternalStore } from 'react';

export type CrewRoute = { name: 'code'; code: string | null } | { name: 'view'; code: string };

/** The code page keeps the code out of the URL for this reserved word (docs/decisions/0004-access-codes.md). */
export const ENTRY_SEGMENT = 'access';

function segment(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** /department/{code}, /department-login/{code|access}, /department-access[?code=...]. */
export function matchCrewPath(pathname: string, search = ''): CrewRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'department' && parts.length === 2) {
    const code = segment(parts[1]);
    if (code) return { name: 'view', code };
  }
  if (parts[0] === 'department-login' && parts.length === 2) {
    const code = segment(parts[1]);
    return { name: 'code', code: code && code.toLowerCase() !== ENTRY_SEGMENT ? code : null };
  }
  const fromQuery = new URLSearchParams(search).get('code');
  return { name: 'code', code: fromQuery && fromQuery.trim() !== '' ? fromQuery : null };
}

export interface CrewLocation {
  pathname: string;
  search: string;
  /** Bumped by every crewNavigate, so navigating to the same path re-renders (a session was just saved). */
  version: number;
  /** Why the user was sent here (a changed code, say), shown on the code page. */
  notice: string | null;
}

const CHANGE = 'crew:navigate';

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

let cached: CrewLocation | null = null;
let navigations = 0;

function snapshot(): CrewLocation {
  const { pathname, search } = window.location;
  const notice = readNotice(window.history.state);
  if (!cached || cached.pathname !== pathname || cached.search !== search || cached.notice !== notice || cached.version !== navigations) {
    cached = { pathname, search, notice, version: navigations };
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

export function useCrewLocation(): CrewLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function crewNavigate(path: string, options: { replace?: boolean; notice?: string } = {}): void {
  const state = options.notice ? { notice: options.notice } : null;
  if (options.replace) window.history.replaceState(state, '', path);
  else window.history.pushState(state, '', path);
  navigations += 1;
  window.dispatchEvent(new Event(CHANGE));
}
