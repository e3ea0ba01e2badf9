/**
 * The address crew links and QR codes carry (docs/decisions/0023-crew-phones-lost-fixed-and-found.md): the server answers PUBLIC_URL, the address
 * this page was opened by, or its LAN address, and flags a loopback one (localhost, 127.0.0.1) that
 * no phone can open; the Access codes tab then warns.
 */
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { joinBaseSchema, type JoinBase } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';
import { useAppT } from '@/i18n/appI18n';

export function useJoinBase(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: [...rundownKeys.all(eventId), 'join-base'],
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/join-base`, joinBaseSchema, token, { signal }),
    staleTime: 60_000,
  });
}

/** Shown when the links point at this computer itself: phones would open nothing. */
export function LoopbackWarning({ join }: { join: JoinBase | undefined }) {
  const t = useAppT();
  if (!join?.loopback) return null;
  const host = join.baseUrl.replace(/^https?:\/\//, '');
  return (
    <div
      role="alert"
      data-testid="loopback-warning"
      className="flex gap-2 rounded-lg border-2 border-warning bg-warning/10 px-3 py-2 text-sm text-foreground"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <strong>{t('rundown.join.loopbackTitle')}</strong> {t('rundown.join.loopback', { host })}
      </p>
    </div>
  );
}
