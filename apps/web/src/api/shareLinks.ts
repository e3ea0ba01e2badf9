/**
 * Share links (docs/decisions/0036-share-links.md): the owner's list, making and revoking them, and
 * opening one on /share/{token} without an account. A link's session is kept for this tab only
 * (sessionStorage `share:{token}`), so a reload does not open a new one each time.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareLinkSchema, shareLinksSchema, shareOpenedSchema, type ShareLinkCreate, type ShareOpened } from '@showcaller/shared';
import { apiFetch } from '@/api/client';
import { rundownKeys } from '@/api/rundown';

export const shareLinkKeys = {
  list: (eventId: number) => [...rundownKeys.all(eventId), 'share-links'] as const,
};

/** The address a link's holder opens: the server's join base (PUBLIC_URL or this page's address). */
export function shareLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/share/${token}`;
}

export function useShareLinks(eventId: number) {
  return useQuery({
    queryKey: shareLinkKeys.list(eventId),
    queryFn: ({ signal }) => apiFetch(`/api/events/${eventId}/share-links`, shareLinksSchema, { signal }),
  });
}

export function useShareLinkMutations(eventId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list(eventId) });
  return {
    create: useMutation({
      mutationFn: (input: ShareLinkCreate) =>
        apiFetch(`/api/events/${eventId}/share-links`, shareLinkSchema, { method: 'POST', body: input }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => apiFetch(`/api/share-links/${id}`, shareLinkSchema, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

const storageKey = (token: string) => `share:${token}`;

/** The session this tab opened with the link, if any. */
export function readShareSession(token: string): ShareOpened | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(token));
    if (!raw) return null;
    const parsed = shareOpenedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepShareSession(token: string, opened: ShareOpened): void {
  try {
    window.sessionStorage.setItem(storageKey(token), JSON.stringify(opened));
  } catch (err) {
    console.error('Could not keep the share link session', err);
  }
}

export function forgetShareSession(token: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(token));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Opens the link (or reuses this tab's session of it): no account, the link is the secret. */
export async function openShareLink(token: string): Promise<ShareOpened> {
  const kept = readShareSession(token);
  if (kept) return kept;
  const opened = await apiFetch('/api/share/open', shareOpenedSchema, { method: 'POST', body: { token }, token: null });
  keepShareSession(token, opened);
  return opened;
}
