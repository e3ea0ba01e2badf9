import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { errorText } from '@/api/events';
import { useSignOutOthers } from '@/api/user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from './SettingsSection';
import { useAppT } from '@/i18n/appI18n';

export function SessionsSection() {
  const t = useAppT();
  const signOut = useSignOutOthers();

  async function onClick() {
    try {
      const { signedOut } = await signOut.mutateAsync();
      toast.success(t('general.settings.sessions.done'), {
        description: t('general.settings.sessions.signedOut', { count: signedOut }),
      });
    } catch (err) {
      toast.error(t('general.settings.sessions.failed'), { description: errorText(err, t('general.error.unknown')) });
    }
  }

  return (
    <SettingsSection id="sessions" title={t('general.settings.sessions.title')} description={t('general.settings.sessions.description')}>
      <Button variant="outline" onClick={() => void onClick()} disabled={signOut.isPending} aria-busy={signOut.isPending || undefined}>
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
        {t('general.settings.sessions.signOut')}
      </Button>
    </SettingsSection>
  );
}
