import { useRef } from 'react';
import { ArrowLeft, CalendarDays, CircleAlert, RotateCw } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { errorText, useEvent } from '@/api/events';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { directionOf } from '@showcaller/shared';
import { appFormatLocale, appT, useAppT } from '@/i18n/appI18n';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { LiveUpdates } from '@/realtime/LiveUpdates';
import { AccessCodesTab, DepartmentsTab, NotesTab } from './EventTabs';
import { EventOverview, useEventDay } from './EventOverview';
import { TimelineTab } from './TimelineTab';

const TABS = ['timeline', 'departments', 'access', 'notes'] as const;
type TabValue = (typeof TABS)[number];

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t === value);
}

function tabLabel(tab: TabValue): string {
  switch (tab) {
    case 'timeline':
      return appT('setup.details.tab.timeline');
    case 'departments':
      return appT('setup.details.tab.departments');
    case 'access':
      return appT('setup.details.tab.access');
    case 'notes':
      return appT('setup.details.tab.notes');
    default:
      return tab satisfies never;
  }
}

function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackButton() {
  const navigate = useNavigate();
  const t = useAppT();
  return (
    <Button variant="ghost" size="sm" className="-ms-2 justify-self-start" onClick={() => void navigate('/dashboard')}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {t('setup.details.back')}
    </Button>
  );
}

function EventNotFound() {
  const t = useAppT();
  useDocumentTitle(t('setup.details.notFound'));
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 p-4 sm:p-6">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
            {t('setup.details.notFound')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('setup.details.notFoundText')}</p>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/dashboard">{t('setup.details.returnDashboard')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

function LoadingEvent() {
  const t = useAppT();
  return (
    <div role="status" aria-label={t('setup.details.loading')} className="grid gap-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

/** /event-rundown/{id} (docs/product.md#screens): the event's information, controls and the four tabs. */
export function EventRundownPage() {
  const eventId = parseEventId(useParams().id);
  const event = useEvent(eventId);
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: TabValue = isTab(rawTab) ? rawTab : 'timeline';
  const tabsRef = useRef<HTMLDivElement>(null);
  const t = useAppT();
  const fmt = useEventDay();
  useDocumentTitle(event.data?.name ?? t('setup.details.title'));

  function showTab(next: TabValue, scroll = false) {
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        if (next === 'timeline') nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );
    if (scroll) tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const missing = eventId === null || (isApiError(event.error) && (event.error.status === 404 || event.error.status === 403));
  if (missing) return <EventNotFound />;

  let body;
  if (event.isPending) {
    body = <LoadingEvent />;
  } else if (event.isError) {
    body = (
      <Card role="alert" className="border-destructive/50">
        <CardHeader>
          <h1 className="text-xl font-semibold">{t('setup.details.loadError')}</h1>
          <p className="text-sm text-muted-foreground">{errorText(event.error, t('setup.details.unknownError'))}</p>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void event.refetch()} disabled={event.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('setup.details.tryAgain')}
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const data = event.data;
    body = (
      <>
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.name}</h1>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={data.date}>{fmt(data.date)}</time>
          </p>
        </header>
        {/* One connection for the page: live edits reach every tab (docs/architecture.md#layers). */}
        <LiveUpdates eventId={data.id} />
        <EventOverview event={data} onShowTab={(next) => showTab(next, true)} />
        <Tabs
          ref={tabsRef}
          dir={directionOf(appFormatLocale())}
          value={tab}
          onValueChange={(value) => isTab(value) && showTab(value)}
          className="min-w-0 scroll-mt-20"
        >
          {/* Two rows of two on phones, one row from 640 px. */}
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto sm:gap-0">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="h-9 sm:h-full">
                {tabLabel(value)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="timeline">
            <TimelineTab eventId={data.id} />
          </TabsContent>
          <TabsContent value="departments">
            <DepartmentsTab eventId={data.id} />
          </TabsContent>
          <TabsContent value="access">
            <AccessCodesTab event={data} />
          </TabsContent>
          <TabsContent value="notes">
            <NotesTab eventId={data.id} />
          </TabsContent>
        </Tabs>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
      <BackButton />
      {body}
    </div>
  );
}
