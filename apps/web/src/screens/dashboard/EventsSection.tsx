import { CalendarPlus, RefreshCw } from 'lucide-react';
import type { EventListItem } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EventCard } from './EventCard';
import { useAppT } from '@/i18n/appI18n';

interface EventsSectionProps {
  events: EventListItem[];
  refreshing: boolean;
  onRefresh: () => void;
  onCreate: () => void;
  onEdit: (event: EventListItem) => void;
  onDelete: (event: EventListItem) => void;
}

/** "Your Events": the Refresh button, the empty state or the grid of cards. */
export function EventsSection({ events, refreshing, onRefresh, onCreate, onEdit, onDelete }: EventsSectionProps) {
  const t = useAppT();
  return (
    <section aria-labelledby="your-events-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-events-title" className="text-xl font-semibold tracking-tight">
          {t('general.dashboard.yourEvents')}
        </h2>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          {t('general.refresh')}
        </Button>
      </div>
      {events.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <CalendarPlus aria-hidden="true" className="size-10 text-muted-foreground" />
            <h3 className="text-lg font-semibold">{t('general.dashboard.noEvents')}</h3>
            <p className="max-w-sm text-sm text-muted-foreground">{t('general.dashboard.noEventsText')}</p>
            <Button onClick={onCreate}>{t('general.dashboard.createFirst')}</Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('general.dashboard.events')}>
          {events.map((event) => (
            <li key={event.id} className="flex min-w-0">
              <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
