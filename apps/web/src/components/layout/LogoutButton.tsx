import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout } from '@/api/auth';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

/** Log out with confirmation (docs/product.md#screens). */
export function LogoutButton() {
  const t = useAppT();
  const logout = useLogout();
  const navigate = useNavigate();

  async function confirmLogout() {
    try {
      await logout.mutateAsync();
    } catch {
      // The session is forgotten in this browser even when the server call fails.
    }
    toast.success(t('general.logout.done'), { description: t('general.logout.doneDescription') });
    void navigate('/auth', { replace: true });
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="w-full justify-start">
          <LogOut aria-hidden="true" />
          {t('general.logout.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('general.logout.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('general.logout.confirmDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('general.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void confirmLogout()}>
            {t('general.logout.button')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
