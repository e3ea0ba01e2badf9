import { useAppFormats } from '@/i18n/appFormats';
/**
 * The owner's lobby link (docs/decisions/0035-stage-layouts-and-lobby.md) for a production's day or a
 * single event: make one (shown once, with its QR code, since the server keeps only its hash),
 * choose whether segment titles are public, make a new one (the old one stops) or turn it off.
 */
import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Presentation } from 'lucide-react';
import { lobbyLinkCreatedSchema, lobbyLinkSchema, type LobbyLinkCreated } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

export type LobbyOwner = { kind: 'production' | 'event'; id: number };

const pathOf = (o: LobbyOwner) => `/api/${o.kind}s/${o.id}/lobby`;

/** The zone a single event's lobby shows its times in: this browser's (the owner sets it up where the show is). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function LobbyLinkCard({ owner, level = 2 }: { owner: LobbyOwner; level?: 2 | 3 }) {
  const t = useAppT();
  const formats = useAppFormats();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const queryClient = useQueryClient();
  const key = ['lobbyLink', owner.kind, owner.id];
  const link = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch(pathOf(owner), lobbyLinkSchema, { signal }) });
  const [made, setMade] = useState<LobbyLinkCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [titles, setTitles] = useState(true);
  const failed = (err: unknown) => setError(isApiError(err) ? err.message : t('general.lobby.tryAgain'));
  const done = () => {
    setError(null);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const create = useMutation({
    mutationFn: () =>
      apiFetch(pathOf(owner), lobbyLinkCreatedSchema, {
        method: 'POST',
        body: { showCues: link.data?.active ? link.data.showCues : titles, ...(owner.kind === 'event' ? { timeZone: browserZone() } : {}) },
      }),
    onSuccess: (m) => {
      setMade(m);
      done();
    },
    onError: failed,
  });
  const patch = useMutation({
    mutationFn: (showCues: boolean) => apiFetch(pathOf(owner), lobbyLinkSchema, { method: 'PATCH', body: { showCues } }),
    onSuccess: done,
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => apiFetch(pathOf(owner), lobbyLinkSchema, { method: 'DELETE' }),
    onSuccess: () => {
      setMade(null);
      done();
    },
    onError: failed,
  });

  const active = link.data?.active ?? false;
  const showCues = active ? (link.data?.showCues ?? true) : titles;
  // The server's address for phones (PUBLIC_URL, this page's or the LAN address), as the crew QR codes use.
  const url = made ? made.url : null;

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex max-w-3xl flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      data-testid="lobby-link-card"
    >
      <div>
        <Heading id={`${id}-h`} className="flex items-center gap-2 text-lg font-semibold">
          <Presentation aria-hidden="true" className="size-5" />
          {t('general.lobby.title')}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {t(owner.kind === 'production' ? 'general.lobby.textProduction' : 'general.lobby.textEvent')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={showCues}
          disabled={patch.isPending}
          onChange={(e) => (active ? patch.mutate(e.currentTarget.checked) : setTitles(e.currentTarget.checked))}
        />
        {t('general.lobby.showTitles')}
      </label>
      {url && (
        <div className="flex flex-wrap items-start gap-4 rounded-md border p-3" data-testid="lobby-link-made">
          <div className="rounded bg-white p-1">
            <QRCodeSVG value={url} size={132} level="M" marginSize={2} title={t('general.lobby.qr', { url })} />
          </div>
          <div className="flex min-w-0 grow flex-col gap-2">
            <p className="text-sm break-all" data-testid="lobby-url">
              {url}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(url)}>
                {t('general.lobby.copy')}
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={url} target="_blank" rel="noreferrer noopener">
                  <ExternalLink aria-hidden="true" />
                  {t('general.lobby.open')}
                </a>
              </Button>
            </div>
            {made?.loopback && (
              <p role="alert" className="text-sm font-medium text-destructive" data-testid="lobby-loopback">
                {t('general.lobby.loopback')}
              </p>
            )}
            <p className="text-xs text-muted-foreground">{t('general.lobby.once')}</p>
          </div>
        </div>
      )}
      {active && !url && (
        <p className="text-sm" data-testid="lobby-link-active">
          {t('general.lobby.active', {
            since: formats.date(Date.parse(link.data?.createdAt ?? ''), {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => create.mutate()} disabled={create.isPending || link.isPending}>
          {t(active ? 'general.lobby.makeNew' : 'general.lobby.make')}
        </Button>
        {active && (
          <Button size="sm" variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            {t('general.lobby.off')}
          </Button>
        )}
      </div>
    </section>
  );
}
