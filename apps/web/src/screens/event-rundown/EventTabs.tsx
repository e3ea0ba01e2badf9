import type { ReactNode } from 'react';
import { Play, RotateCw, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Event } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useDepartments } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';
import { AccessCodesPanel } from '@/screens/event/AccessCodesPanel';
import { NotesPanel } from '@/screens/event/notes/NotesPanel';

function useDepartmentsState(eventId: number) {
  const departments = useDepartments(eventId);
  const t = useAppT();
  let fallback: ReactNode = null;
  if (departments.isPending) {
    fallback = (
      <div role="status" aria-label={t('setup.details.loadingDepartments')} className="grid gap-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (departments.isError) {
    fallback = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="text-sm">
          {t('setup.details.departmentsError', { error: errorText(departments.error, t('setup.details.unknownError')) })}
        </p>
        <Button variant="outline" size="sm" onClick={() => void departments.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('setup.details.tryAgain')}
        </Button>
      </div>
    );
  }
  return { list: departments.data ?? [], fallback };
}

function ShowScreenLink({ eventId }: { eventId: number }) {
  const t = useAppT();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/event/${eventId}`}>
        <Play aria-hidden="true" />
        {t('setup.details.openShow')}
      </Link>
    </Button>
  );
}

/** Read-only list; departments are added, renamed and removed on the show screen. */
export function DepartmentsTab({ eventId }: { eventId: number }) {
  const { list, fallback } = useDepartmentsState(eventId);
  const t = useAppT();
  return (
    <section aria-labelledby="departments-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="departments-title" className="text-xl font-semibold">
          {t('setup.details.tab.departments')}
        </h2>
        <ShowScreenLink eventId={eventId} />
      </div>
      <p className="text-sm text-muted-foreground">{t('setup.details.departmentsHint')}</p>
      {fallback ??
        (list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t('setup.details.noDepartments')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('setup.details.tab.departments')}>
            {list.map((d) => (
              <li key={d.id} className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2.5">
                <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 font-medium break-words">{d.name}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The codes to hand out: the show screen's panel (copy, crew links, Regenerate). */
export function AccessCodesTab({ event }: { event: Event }) {
  return <AccessCodesPanel eventId={event.id} showCallerCode={event.showCallerCode} headingClassName="text-xl" />;
}

export function NotesTab({ eventId }: { eventId: number }) {
  // No `live`: the page keeps one connection for every tab (EventRundownPage's LiveUpdates).
  return <NotesPanel eventId={eventId} headingId="notes-title" headingClassName="text-xl" />;
}
