import { roleText } from '@/lib/roleText';
import {
  CalendarDays,
  DoorOpen,
  EllipsisVertical,
  FileText,
  KeyRound,
  ListOrdered,
  Pencil,
  Play,
  Trash2,
  UserCheck,
  Users,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { type EventListItem } from '@showcaller/shared';
import { Badge } from '@/components/ui/badge';
import { eventLocalDate, formatLocalDate, relativeEventDay } from '@/lib/eventDate';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAppT } from '@/i18n/appI18n';

/** A calendar date in the reader's locale, never shifted by their time zone (docs/decisions/0012-event-dates-are-calendar-dates.md). */
function EventDate({ iso }: { iso: string }) {
  const t = useAppT();
  const date = eventLocalDate(iso);
  if (!date) return <span>{t('general.event.noDate')}</span>;
  return (
    <span>
      <time dateTime={iso}>{formatLocalDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {relativeEventDay(iso, new Date())}
    </span>
  );
}

interface EventCardProps {
  event: EventListItem;
  onEdit: (event: EventListItem) => void;
  onDelete: (event: EventListItem) => void;
}

/** One event on the dashboard (docs/product.md#screens): counts come with the list, no per-card requests. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const t = useAppT();
  const navigate = useNavigate();
  const titleId = `event-${event.id}-title`;
  // An event shared with this account (docs/decisions/0031-team-members-and-roles.md): its role, and only the owner's actions it has.
  const shared = event.sharedRole;
  const manages = shared === undefined || shared === 'producer';
  return (
    <Card role="article" aria-labelledby={titleId} className="flex min-w-0 flex-col">
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg leading-tight font-semibold break-words">
            {event.name}
          </h3>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('general.event.options', { name: event.name })} className="-mt-1 -mr-2">
                <EllipsisVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void navigate(`/event-rundown/${event.id}`)}>
                <FileText aria-hidden="true" />
                {t('general.event.details')}
              </DropdownMenuItem>
              {manages && (
                <DropdownMenuItem onSelect={() => onEdit(event)}>
                  <Pencil aria-hidden="true" />
                  {t('general.event.edit')}
                </DropdownMenuItem>
              )}
              {shared === undefined && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={() => onDelete(event)}>
                    <Trash2 aria-hidden="true" />
                    {t('general.event.delete')}
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <EventDate iso={event.date} />
        </p>
        {event.room && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t('general.event.room')} </span>
              {event.room}
            </span>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <div className="flex flex-wrap gap-2">
          {shared && (
            <Badge data-testid="shared-role">
              <UserCheck aria-hidden="true" />
              {t('general.event.sharedWithYou', { role: roleText(shared).label })}
            </Badge>
          )}
          <Badge variant="secondary">
            <ListOrdered aria-hidden="true" />
            {t('general.event.cues', { count: event.cueCount })}
          </Badge>
          <Badge variant="secondary">
            <Users aria-hidden="true" />
            {t('general.event.departments', { count: event.departmentCount })}
          </Badge>
        </div>
        {event.description.trim() ? (
          <p className="line-clamp-3 text-sm break-words">{event.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('general.event.noDescription')}</p>
        )}
        {(!shared || event.showCallerCode) && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="text-muted-foreground">{t('general.event.callerCode')}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono font-semibold tracking-wider">{event.showCallerCode || '—'}</code>
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={`/event/${event.id}`} aria-describedby={titleId}>
            <Play aria-hidden="true" />
            {t('general.event.open')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
