import type { ReactNode } from 'react';
import { KeyRound, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';
import { EditableTitle } from './EditableTitle';
import { WallClock } from './WallClock';

interface EventHeaderProps {
  eventId: number;
  name: string | undefined;
  /** The voice toggles (on/off, Auto/Manual, Overtime), from the live show. */
  voiceControls?: ReactNode;
  /** End show and the show report's link (live/EndShowButton.tsx), away from GO. */
  showActions?: ReactNode;
  /** False for a team member who does not edit the rundown (docs/decisions/0031-team-members-and-roles.md): a plain title. */
  canRename?: boolean;
  /** In place of the Dashboard and Access Department buttons (the share page, docs/decisions/0036-share-links.md). */
  nav?: ReactNode;
}

/** Header of the show screen (docs/product.md#screens): editable title, Dashboard, Access Department, voice toggles, wall clock. */
export function EventHeader({ eventId, name, voiceControls, showActions, canRename = true, nav }: EventHeaderProps) {
  const t = useAppT();
  return (
    <header className="flex flex-wrap items-center gap-3 border-b bg-card px-4 py-3">
      {/* Beside a share link's badge the title keeps 12rem and the badge wraps below it (at 360 px it broke per letter). */}
      <div className={nav ? 'flex min-w-0 grow basis-48 items-center' : 'flex min-w-0 flex-1 items-center'}>
        {name === undefined ? (
          <>
            <h1 className="sr-only">{t('rundown.header.loading')}</h1>
            <Skeleton className="h-7 w-56" />
          </>
        ) : canRename ? (
          <EditableTitle key={name} eventId={eventId} name={name} />
        ) : (
          <h1 className="min-w-0 text-2xl font-bold break-words">{name}</h1>
        )}
      </div>
      <nav aria-label={t('rundown.header.nav')} className="flex flex-wrap items-center gap-2">
        {nav ?? <DefaultNav />}
      </nav>
      {showActions}
      {voiceControls}
      <WallClock className="rounded-md bg-muted px-3 py-1" />
    </header>
  );
}

function DefaultNav() {
  const t = useAppT();
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          {t('rundown.header.dashboard')}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to="/department-login/access" reloadDocument>
          <KeyRound aria-hidden="true" />
          {t('rundown.header.accessDepartment')}
        </Link>
      </Button>
    </>
  );
}
