import { useEffect } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { clearCallerToken } from '@/api/callerSession';
import { useAppT } from '@/i18n/appI18n';

/** A co-caller's code session was refused (401): forget it and offer the code page. */
export function CallerSessionEnded({ eventId }: { eventId: number }) {
  useEffect(() => clearCallerToken(eventId), [eventId]);
  const t = useAppT();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('rundown.session.endedTitle')}</h1>
      <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
        {t('rundown.session.ended')}
      </p>
      <Button asChild className="self-start">
        {/* The code page is crew.html, another page: a plain link. */}
        <a href="/department-login/access">
          <KeyRound aria-hidden="true" />
          {t('rundown.session.enterCode')}
        </a>
      </Button>
    </main>
  );
}
