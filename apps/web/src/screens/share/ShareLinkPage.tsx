/**
 * /share/{token}: a share link opened without an account (docs/decisions/0036-share-links.md). The
 * link becomes a session for its event (kept for this tab), and the page is the show screen as a
 * viewer member sees it, or for a department link as a lead of that department: its tasks and
 * notes editable, nothing else. A revoked or ended link drops the screen at once with the reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link2, RotateCw } from 'lucide-react';
import type { ShareOpened } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { forgetShareSession, openShareLink } from '@/api/shareLinks';
import { RundownTokenProvider } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppT } from '@/i18n/appI18n';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ShowScreen, type ShowScreenFrame } from '@/screens/event/EventShowPage';

/** A full page saying why the link opens nothing, with a way to try it again. */
function LinkNotice({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  useDocumentTitle(title);
  const t = useAppT();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
        {text}
      </p>
      {onRetry && (
        <Button variant="outline" className="self-start" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('setup.share.openAgain')}
        </Button>
      )}
    </main>
  );
}

function ShareBadge({ opened }: { opened: ShareOpened }) {
  const t = useAppT();
  return (
    <p className="flex min-w-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm" data-testid="share-badge">
      <Link2 aria-hidden="true" className="size-4 shrink-0" />
      <span className="break-words">
        {t('setup.share.badge', { label: opened.label, scope: opened.department ? opened.department.name : t('setup.share.viewOnly') })}
      </span>
    </p>
  );
}

export function ShareLinkPage() {
  const { token = '' } = useParams();
  // Each attempt opens the link once (a new session); nothing re-opens it behind the person's back.
  const [attempt, setAttempt] = useState(0);
  const t = useAppT();
  const opening = useQuery({
    queryKey: ['share-open', token, attempt] as const,
    queryFn: () => openShareLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  /** The session is gone (revoked, ended): forget it; opening again says which, in the server's words. */
  const reopen = useCallback(() => {
    forgetShareSession(token);
    setAttempt((n) => n + 1);
  }, [token]);

  if (opening.isPending)
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center gap-2 p-6 text-muted-foreground">
        <h1 className="sr-only">{t('setup.share.opening')}</h1>
        <Spinner />
        {t('setup.share.openingDots')}
      </main>
    );
  if (opening.isError) {
    const err = opening.error;
    const title = isApiError(err) && err.status === 429 ? t('setup.share.tooMany') : t('setup.share.notAvailable');
    const text = isApiError(err) && err.status !== 0 ? (err.serverText ?? err.text) : t('setup.share.notOpened');
    return <LinkNotice title={title} text={text} onRetry={reopen} />;
  }

  const opened = opening.data;
  const frame: ShowScreenFrame = {
    sessionEnded: <SessionGone onReopen={reopen} />,
    dropped: (reason) => <LinkNotice title={t('setup.share.noLonger')} text={reason} onRetry={reopen} />,
    headerNav: <ShareBadge opened={opened} />,
  };
  return (
    <RundownTokenProvider token={opened.token}>
      <ShowScreen eventId={opened.eventId} frame={frame} />
    </RundownTokenProvider>
  );
}

/** The stored session was refused: open the link again at once (it answers why when it no longer works). */
function SessionGone({ onReopen }: { onReopen: () => void }) {
  useEffect(onReopen, [onReopen]);
  const t = useAppT();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6 text-muted-foreground">
      <h1 className="sr-only">{t('setup.share.opening')}</h1>
      <Spinner />
    </main>
  );
}
