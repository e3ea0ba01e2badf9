import { CalendarPlus, FileText, MonitorPlay, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { EventListItem, Production } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { eventLocalDate, formatLocalDate } from '@/lib/eventDate';
import { EventCard } from './EventCard';
import type { ProductionGroup } from './groupEvents';
import { useAppT } from '@/i18n/appI18n';

interface ProductionsSectionProps {
  groups: ProductionGroup[];
  onNewProduction: () => void;
  onEditProduction: (production: Production) => void;
  /** A new event in this production, on this day (the dialog then picks the room). */
  onCreateIn: (production: Production, day: string) => void;
  onEdit: (event: EventListItem) => void;
  onDelete: (event: EventListItem) => void;
}

function dayLabel(day: string): string {
  const date = eventLocalDate(day);
  return date ? formatLocalDate(date) : day;
}

/** "Productions" (docs/decisions/0026-productions.md): each production by day, each day's events in room order. */
export function ProductionsSection({ groups, onNewProduction, onEditProduction, onCreateIn, onEdit, onDelete }: ProductionsSectionProps) {
  const t = useAppT();
  return (
    <section aria-labelledby="productions-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="productions-title" className="text-xl font-semibold tracking-tight">
          {t('general.production.list')}
        </h2>
        <Button variant="outline" size="sm" onClick={onNewProduction}>
          <Plus aria-hidden="true" />
          {t('general.production.new')}
        </Button>
      </div>
      {groups.map(({ production, days }) => {
        const titleId = `production-${production.id}-title`;
        return (
          <section key={production.id} aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-3 sm:p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 id={titleId} className="text-lg font-semibold break-words">
                  {production.name}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {production.rooms.map((r) => r.name).join(' · ')} — {production.timeZone}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/production/${production.id}/live`} aria-label={t('general.production.liveWallOf', { name: production.name })}>
                    <MonitorPlay aria-hidden="true" />
                    {t('general.production.liveWall')}
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/production/${production.id}/report`}
                    aria-label={t('general.production.dayReportOf', { name: production.name })}
                  >
                    <FileText aria-hidden="true" />
                    {t('general.production.dayReport')}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEditProduction(production)}
                  aria-label={t('general.production.editOf', { name: production.name })}
                >
                  <Pencil aria-hidden="true" />
                  {t('general.edit')}
                </Button>
              </div>
            </div>
            {days.map(({ day, events }) => (
              <div key={day} className="grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="font-medium">
                    <time dateTime={day}>{dayLabel(day)}</time>
                  </h4>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onCreateIn(production, day)}
                    aria-label={t('general.production.newEventIn', { name: production.name, day: dayLabel(day) })}
                  >
                    <CalendarPlus aria-hidden="true" />
                    {t('general.production.newEvent')}
                  </Button>
                </div>
                {events.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('general.production.noEvents')}</p>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`${production.name}, ${dayLabel(day)}`}>
                    {events.map((event) => (
                      <li key={event.id} className="grid min-w-0">
                        <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </section>
  );
}
