import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAppT } from '@/i18n/appI18n';

export function FreeNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useAppT();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="rounded-full bg-primary/10 p-4 text-primary">{icon}</div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner />
        {t('general.payment.goingHome')}
      </p>
    </div>
  );
}
