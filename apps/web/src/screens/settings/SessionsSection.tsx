import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { errorText } from '@/api/events';
import { otherSessionsText, useSignOutOthers } from '@/api/user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from './SettingsSection';

export function SessionsSection() {
  const signOut = useSignOutOthers();

  async function onClick() {
    try {
      const { signedOut } = await signOut.mutateAsync();
      toast.success('Signed out everywhere else', {
        description: `${otherSessionsText(signedOut)} ${signedOut === 1 ? 'was' : 'were'} signed out. This device stays signed in.`,
      });
    } catch (err) {
      toast.error('Could not sign out other sessions', { description: errorText(err, 'Unknown error') });
    }
  }

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="Signed in on a shared computer or lost a device? End every session of your account except this one."
    >
      <Button variant="outline" onClick={() => void onClick()} disabled={signOut.isPending} aria-busy={signOut.isPending || undefined}>
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
        Sign out everywhere else
      </Button>
    </SettingsSection>
  );
}
