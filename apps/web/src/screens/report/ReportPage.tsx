import { useState, type ReactNode } from 'react';
import { ArrowLeft, Download, RotateCw } from 'lucide-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { Report, ShowEnd } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { errorText } from '@/api/events';
import { saveBlob } from '@/api/exports';
import { fetchReportXlsx, useReport } from '@/api/report';
import { useShowRuns } from '@/api/showReport';
import { useAuthToken } from '@/api/token';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';
import { notifyError } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { AuthRedirectState } from '@/routes/guards';
import { EventNotice } from '../event/EventNotice';
import { parseEventId } from '../event/eventId';
import { readCallerToken } from '@/api/callerSession';
import { ReportSummary } from './ReportSummary';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { ShowLog } from './ShowLog';
import { cueCount, durationText, momentText } from './reportFormat';
import { RunPicker } from './showReport/RunPicker';
import { ShowReportSection } from './showReport/ShowReportSection';
import { chooseRun } from './showReport/runChoice';

/** Paper: A4 portrait (the table is laid out to fit it), only while this page is open. */
const PRINT_PAGE = '@page { size: A4 portrait; margin: 12mm; }';

function Summary({ report }: { report: Report }) {
  const { totals } = report;
  const t = useAppT();
  const fmt = useAppFormats();
  const items = [
    { term: t('setup.report.cuesRun'), value: t('setup.report.cuesRunValue', { run: totals.cuesRun, total: cueCount(report) }) },
    { term: t('setup.report.showStarted'), value: momentText(totals.startedAt, fmt) },
    { term: t('setup.report.lastChange'), value: momentText(totals.endedAt, fmt) },
    { term: t('setup.report.plannedTotal'), value: durationText(totals.plannedSeconds) },
    { term: t('setup.report.actualTotal'), value: durationText(totals.actualSeconds) },
  ];
  return <ReportSummary items={items} overUnderSeconds={totals.overUnderSeconds} columns="lg:grid-cols-6" />;
}

function DownloadButton({ eventId, token }: { eventId: number; token: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const t = useAppT();
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchReportXlsx(eventId, token));
    } catch (err) {
      notifyError(t('setup.report.downloadFailed'), errorText(err, t('setup.report.xlsxError')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void download()} disabled={busy}>
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      {t('setup.report.downloadExcel')}
    </Button>
  );
}

function AsRunSections({ report }: { report: Report }) {
  const t = useAppT();
  return (
    <>
      <section aria-labelledby="report-summary" className="grid gap-3">
        <h2 id="report-summary" className="text-lg font-semibold">
          {t('setup.report.summary')}
        </h2>
        <Summary report={report} />
      </section>
      <section aria-labelledby="report-chart" className="grid gap-3">
        <h2 id="report-chart" className="text-lg font-semibold">
          {t('setup.report.chartHeading')}
        </h2>
        <ReportChart cues={report.cues} />
      </section>
      <section aria-labelledby="report-cues" className="grid gap-3">
        <h2 id="report-cues" className="text-lg font-semibold">
          {t('setup.report.cueByCue')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('setup.report.cueByCueHint')}</p>
        <ReportTable report={report} />
      </section>
      <section aria-labelledby="report-show-log" className="grid gap-3">
        <h2 id="report-show-log" className="text-lg font-semibold">
          {t('setup.report.showLog')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('setup.report.showLogHint')}</p>
        <ShowLog report={report} />
      </section>
    </>
  );
}

/** The whole as-run log of every run (`?run=all`, or before the show's first end). */
function AsRunBody({ eventId, token, picker }: { eventId: number; token: string | undefined; picker: ReactNode }) {
  const report = useReport(eventId, token);
  const t = useAppT();
  const fmt = useAppFormats();
  useDocumentTitle(report.data ? t('setup.report.asRunTitle', { name: report.data.eventName }) : t('setup.report.asRun'));

  if (report.isError && isApiError(report.error) && (report.error.status === 404 || report.error.status === 403)) {
    return <EventNotice title={t('setup.report.notFound')}>{t('setup.report.noAccess')}</EventNotice>;
  }

  return (
    <PageFrame eventId={eventId} token={token}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('setup.report.asRun')}</h1>
          <p className="text-muted-foreground break-words">
            {report.data ? report.data.eventName : t('setup.report.loading')}
            {report.data && <> · {t('setup.report.generated', { when: momentText(report.data.generatedAt, fmt) })}</>}
          </p>
        </div>
        <div className="flex max-w-full min-w-0 flex-wrap items-end gap-2 print:hidden">
          {picker}
          <Button variant="outline" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('setup.report.refresh')}
          </Button>
          <DownloadButton eventId={eventId} token={token} />
        </div>
      </header>

      {report.isPending && (
        <div role="status" aria-label={t('setup.report.loadingReport')} className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {report.isError && (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4 print:hidden">
          <p className="text-sm">{t('setup.report.loadError', { error: errorText(report.error, t('setup.report.unknownError')) })}</p>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {t('setup.report.tryAgain')}
          </Button>
        </div>
      )}
      {report.data && <AsRunSections report={report.data} />}
    </PageFrame>
  );
}

function PageFrame({ eventId, token, children }: { eventId: number; token: string | undefined; children: ReactNode }) {
  const t = useAppT();
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 p-3 sm:p-6 print:max-w-none print:gap-4 print:p-0"
    >
      <style>{PRINT_PAGE}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ms-2">
          <Link to={`/event/${eventId}`}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('setup.report.back')}
          </Link>
        </Button>
        {token === undefined && (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/event-rundown/${eventId}`}>{t('setup.report.eventDetails')}</Link>
          </Button>
        )}
      </div>
      {children}
    </main>
  );
}

/** One ended run's show report (docs/decisions/0029-show-report.md). */
function RunBody({
  eventId,
  token,
  run,
  runInfo,
  picker,
}: {
  eventId: number;
  token: string | undefined;
  run: number;
  runInfo: ShowEnd | undefined;
  picker: ReactNode;
}) {
  const t = useAppT();
  const fmt = useAppFormats();
  useDocumentTitle(t('setup.report.showReportTitle', { run }));
  return (
    <PageFrame eventId={eventId} token={token}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('setup.report.showReport')}</h1>
          <p className="text-muted-foreground break-words">
            {runInfo ? t('setup.report.runEnded', { run, when: momentText(runInfo.endedAt, fmt) }) : t('setup.report.runN', { run })}
          </p>
        </div>
        <div className="flex max-w-full min-w-0 flex-wrap items-end gap-2 print:hidden">{picker}</div>
      </header>
      <ShowReportSection eventId={eventId} run={run} runInfo={runInfo} token={token} />
    </PageFrame>
  );
}

/** The runs decide what the page shows: `?run=N`, the latest run, or the whole as-run log. */
function ReportBody({ eventId, token }: { eventId: number; token: string | undefined }) {
  const runs = useShowRuns(eventId, token);
  const [search, setSearch] = useSearchParams();
  const t = useAppT();
  const choice = chooseRun(search.get('run'), runs.data?.ended, !runs.isPending);
  const picker =
    runs.data && runs.data.ended.length > 0 ? (
      <RunPicker runs={runs.data.ended} choice={choice} onChoose={(value) => setSearch({ run: value })} />
    ) : null;
  switch (choice.kind) {
    case 'loading':
      return (
        <PageFrame eventId={eventId} token={token}>
          <div role="status" aria-label={t('setup.report.loadingReport')} className="grid gap-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </PageFrame>
      );
    case 'all':
      return <AsRunBody eventId={eventId} token={token} picker={picker} />;
    case 'run':
      return (
        <RunBody
          eventId={eventId}
          token={token}
          run={choice.run}
          runInfo={runs.data?.ended.find((r) => r.run === choice.run)}
          picker={picker}
        />
      );
    default:
      return choice satisfies never;
  }
}

/**
 * /report/{id} and /event/{id}/report?run=N (the show report mail's link): the show report of an ended
 * run (docs/decisions/0029-show-report.md) or the whole as-run report, for the owner's account or a
 * co-caller with this tab's show caller code session for the event; with neither it goes to /auth
 * and comes back after login.
 */
export function ReportPage() {
  const eventId = parseEventId(useParams().id);
  const account = useAuthToken();
  const location = useLocation();
  const t = useAppT();
  if (eventId === null) return <EventNotice title={t('setup.report.notFound')}>{t('setup.missingEventId')}</EventNotice>;
  // The same precedence as the show screen: this tab's show caller code session, else the account.
  const caller = readCallerToken(eventId);
  if (!account && !caller) {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <ReportBody eventId={eventId} token={caller ?? undefined} />;
}
