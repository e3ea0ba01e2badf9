import { ChartColumn, KeyRound, Pencil, Play, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Event } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';
import { eventLocalDate, formatLocalDate } from '@/lib/eventDate';

/** The event's calendar day with its weekday, in the app's language, with no time-zone shift. */
export function formatEventDate(date: string, locale: string = appFormatLocale()): string {
  const day = eventLocalDate(date);
  return day ? formatLocalDate(day, 'full', locale) : '';
}

/** `formatEventDate` that draws again when the language changes; an unset date says so. */
export function useEventDay(): (date: string) => string {
  const t = useAppT();
  return (date) => formatEventDate(date) || t('setup.details.noDate');
}

interface EventOverviewProps {
  event: Event;
  onShowTab: (tab: 'departments' | 'access') => void;
}

/** Event Information and Event Controls cards (docs/product.md#screens). */
export function EventOverview({ event, onShowTab }: EventOverviewProps) {
  const t = useAppT();
  const day = useEventDay();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-3">
          <h2 className="text-lg font-semibold break-words">{t('setup.details.info')}</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('setup.details.date')}</dt>
              <dd className="font-medium">{day(event.date)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('setup.details.callerCode')}</dt>
              <dd>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono font-semibold tracking-wider">{event.showCallerCode || '—'}</code>
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('setup.details.description')}</dt>
              <dd className="break-words whitespace-pre-line">
                {event.description.trim() ? (
                  event.description
                ) : (
                  <span className="text-muted-foreground italic">{t('setup.details.noDescription')}</span>
                )}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <h2 className="text-lg font-semibold break-words">{t('setup.details.controls')}</h2>
        </CardHeader>
        <CardContent className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={`/event/${event.id}`}>
              <Pencil aria-hidden="true" />
              {t('setup.details.editRundown')}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => onShowTab('departments')}>
            <Users aria-hidden="true" />
            {t('setup.details.manageDepartments')}
          </Button>
          <Button variant="outline" onClick={() => onShowTab('access')}>
            <KeyRound aria-hidden="true" />
            {t('setup.details.tab.access')}
          </Button>
          <Button asChild>
            <Link to={`/event/${event.id}`}>
              <Play aria-hidden="true" />
              {t('setup.details.startShow')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/report/${event.id}`}>
              <ChartColumn aria-hidden="true" />
              {t('setup.details.asRun')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
