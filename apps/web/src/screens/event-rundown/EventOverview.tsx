import { ChartColumn, KeyRound, Pencil, Play, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Event } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatEventDate as formatCalendarDay } from '@/lib/eventDate';

/** The event's calendar day with its weekday, in the reader's locale, with no time-zone shift. */
export function formatEventDate(date: string): string {
  return formatCalendarDay(date, 'full');
}

interface EventOverviewProps {
  event: Event;
  onShowTab: (tab: 'departments' | 'access') => void;
}

/** Event Information and Event Controls cards (docs/product.md#screens). */
export function EventOverview({ event, onShowTab }: EventOverviewProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-3">
          <h2 className="text-lg font-semibold">Event Information</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Date</dt>
              <dd className="font-medium">{formatEventDate(event.date)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Show Caller Code</dt>
              <dd>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono font-semibold tracking-wider">{event.showCallerCode || '—'}</code>
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Description</dt>
              <dd className="break-words whitespace-pre-line">
                {event.description.trim() ? event.description : <span className="text-muted-foreground italic">No description</span>}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <h2 className="text-lg font-semibold">Event Controls</h2>
        </CardHeader>
        <CardContent className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={`/event/${event.id}`}>
              <Pencil aria-hidden="true" />
              Edit Rundown
            </Link>
          </Button>
          <Button variant="outline" onClick={() => onShowTab('departments')}>
            <Users aria-hidden="true" />
            Manage Departments
          </Button>
          <Button variant="outline" onClick={() => onShowTab('access')}>
            <KeyRound aria-hidden="true" />
            Access Codes
          </Button>
          <Button asChild>
            <Link to={`/event/${event.id}`}>
              <Play aria-hidden="true" />
              Start Show
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/report/${event.id}`}>
              <ChartColumn aria-hidden="true" />
              As-Run Report
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
