import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

/** A full-page notice with a way back to the dashboard (missing id, unknown event). */
export function EventNotice({ title, children }: { title: string; children: ReactNode }) {
  const t = useAppT();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
        {children}
      </div>
      <Button asChild className="self-start">
        <Link to="/dashboard">{t('rundown.notice.back')}</Link>
      </Button>
    </main>
  );
}
