import { KeyRound, LayoutDashboard, Settings, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { APP_VERSION } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { BrandMark } from '@/components/BrandMark';
import { ThemeSwitcher } from '@/components/theme/ThemeToggle';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { LogoutButton } from './LogoutButton';
import { useAppT } from '@/i18n/appI18n';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A page outside this app (the crew page, crew.html): a full document load. */
  reloadDocument?: boolean;
}

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      reloadDocument={item.reloadDocument}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
          isActive && 'bg-accent text-accent-foreground',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {item.label}
    </NavLink>
  );
}

/** The sidebar's content, used by the desktop column and the phone drawer alike. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useAppT();
  const { user, isLoading } = useUser();
  const items: NavItem[] = [
    { to: '/dashboard', label: t('general.nav.dashboard'), icon: LayoutDashboard },
    { to: '/department-login/access', label: t('general.nav.departmentAccess'), icon: KeyRound, reloadDocument: true },
    ...(user?.isAdmin ? [{ to: '/admin', label: t('general.nav.admin'), icon: ShieldCheck }] : []),
    { to: '/settings', label: t('general.settings.title'), icon: Settings },
  ];

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t('general.nav.home')}
      >
        <BrandMark />
      </Link>

      <div className="rounded-lg border bg-background px-3 py-2 text-sm">
        <p className="text-muted-foreground">{t('general.nav.loggedInAs')}</p>
        {isLoading ? (
          <Skeleton className="mt-1 h-5 w-28" />
        ) : (
          <p className="truncate font-semibold" data-testid="sidebar-username">
            {user?.username ?? '—'}
          </p>
        )}
      </div>

      <nav aria-label={t('general.nav.main')} className="flex flex-col gap-1">
        {items.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </nav>

      <div className="mt-auto flex flex-col gap-1 border-t pt-4">
        <ThemeSwitcher className="mb-1" />
        <LogoutButton />
        <p className="px-3 pt-2 text-xs text-muted-foreground">{t('general.nav.version', { version: APP_VERSION })}</p>
      </div>
    </div>
  );
}
