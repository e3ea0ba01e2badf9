import { useState } from 'react';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import type { User } from '@showcaller/shared';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout, useUser } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { useAppT, appT } from '@/i18n/appI18n';

/** An account this young is new: it has not been here before, so "Welcome back" would be wrong. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** "Welcome, Ann." on an account's first day (docs/product.md#during-a-show), "Welcome back, Ann." after that. */
export function greeting(user: Pick<User, 'name' | 'createdAt'>, nowMs: number): string {
  const created = Date.parse(user.createdAt);
  const isNew = Number.isNaN(created) || nowMs - created < NEW_ACCOUNT_MS;
  return appT(isNew ? 'general.dashboard.welcome' : 'general.dashboard.welcomeBack', { name: user.name });
}

/** Title row with the docs/product.md#screens header buttons: Department Access, Admin Dashboard (admins), Logout. */
export function DashboardHeader() {
  const t = useAppT();
  const { user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  // Read the clock once per mount: the greeting need not change while the page is open.
  const [now] = useState(() => Date.now());

  async function onLogout() {
    try {
      await logout.mutateAsync();
    } catch {
      // The session is forgotten in this browser even when the server call fails.
    }
    toast.success(t('general.logout.done'), { description: t('general.logout.doneDescription') });
    void navigate('/auth', { replace: true });
  }

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('general.nav.dashboard')}</h1>
        <p className="text-sm text-muted-foreground">{user ? greeting(user, now) : t('general.dashboard.subtitle')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/department-login/access" reloadDocument>
            <KeyRound aria-hidden="true" />
            {t('general.nav.departmentAccess')}
          </Link>
        </Button>
        {user?.isAdmin && (
          <Button asChild variant="outline">
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              {t('general.nav.admin')}
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => void onLogout()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('general.dashboard.logout')}
        </Button>
      </div>
    </header>
  );
}
