import { PlayCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useStartDemo } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppT } from '@/i18n/appI18n';

/** Opens a throwaway demo account on its sample show (removed after 24 hours). */
export function TryDemoButton() {
  const t = useAppT();
  const demo = useStartDemo();
  const navigate = useNavigate();
  const start = () =>
    demo.mutate(undefined, {
      onSuccess: (data) => {
        toast.success(t('general.landing.demo.ready'), { description: t('general.landing.demo.readyText') });
        void navigate(`/event/${data.eventId}`);
      },
      onError: (err) =>
        toast.error(t('general.landing.demo.unavailable'), {
          description: err instanceof Error ? err.message : t('general.landing.demo.later'),
        }),
    });
  return (
    <Button size="lg" variant="outline" onClick={start} disabled={demo.isPending} aria-busy={demo.isPending || undefined}>
      {demo.isPending ? <Spinner /> : <PlayCircle aria-hidden="true" />}
      {t('general.landing.demo.try')}
    </Button>
  );
}
