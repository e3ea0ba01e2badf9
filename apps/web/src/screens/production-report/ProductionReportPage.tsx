import type { AppMessageKey } from '@showcaller/shared';
import { useAppFormats } from '@/i18n/appFormats';
/**
 * /production/{id}/report?day=YYYY-MM-DD: a production's day across rooms for its owner
 * (docs/decisions/0029-show-report.md): per room its last ended run's planned and actual end,
 * over/under, holds, problem flags and house count; the day as a PDF; the production's distribution list.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCalendarDate, productionDays, type DaySummary, type Production } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { errorText } from '@/api/events';
import { useProductions } from '@/api/productions';
import { fetchDayReportPdf, useDayReport, useProductionRecipients, useSaveProductionRecipients } from '@/api/showReport';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { OverUnder } from '../report/OverUnder';
import { durationText, NONE } from '../report/reportFormat';
import { PdfDownload } from '../report/showReport/PdfDownload';
import { RecipientsEditor } from '../report/showReport/RecipientsEditor';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';

/** `?day=` when it is one of the production's days, else today when it is one, else the first day. */
export function chooseDay(production: Pick<Production, 'firstDay' | 'lastDay'>, param: string | null, today: string): string {
  const days = productionDays(production.firstDay, production.lastDay);
  if (param !== null && days.includes(param)) return param;
  return days.includes(today) ? today : production.firstDay;
}

/** Today's date (YYYY-MM-DD) in the production's zone. */
function todayIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

const HEADERS = [
  'general.dayReport.col.room',
  'general.dayReport.col.event',
  'general.dayReport.col.run',
  'general.dayReport.col.plannedEnd',
  'general.dayReport.col.actualEnd',
  'general.dayReport.col.overUnder',
  'general.dayReport.col.holds',
  'general.dayReport.col.problems',
  'general.dayReport.col.houseCount',
] as const satisfies readonly AppMessageKey[];
const cell = 'px-2 py-1.5 align-top';
const mono = 'font-mono tabular-nums whitespace-nowrap';

function DayTable({ summary }: { summary: DaySummary }) {
  const t = useAppT();
  const formats = useAppFormats();
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="day-caption">
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption id="day-caption" className="px-3 py-2 text-left font-semibold">
          {t('general.dayReport.caption', { day: formatCalendarDate(summary.day, appFormatLocale(), 'medium') })}
        </caption>
        <thead className="bg-muted text-left">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rooms.length === 0 && (
            <tr>
              <td colSpan={HEADERS.length} className="p-6 text-center text-muted-foreground">
                {t('general.dayReport.empty')}
              </td>
            </tr>
          )}
          {summary.rooms.map((r) => (
            <tr key={`${r.room}:${r.eventId}`} className="border-t">
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {r.room}
              </th>
              <td className={`${cell} break-words`}>
                <Link to={r.run === null ? `/event/${r.eventId}/report` : `/event/${r.eventId}/report?run=${r.run}`} className="underline">
                  {r.eventName}
                </Link>
              </td>
              <td className={`${cell} ${mono}`}>{r.run ?? t('general.dayReport.notEnded')}</td>
              <td className={`${cell} ${mono}`}>{r.plannedEnd ?? NONE}</td>
              <td className={`${cell} ${mono}`}>{r.actualEnd ?? NONE}</td>
              <td className={cell}>
                <OverUnder seconds={r.overUnderSeconds} />
              </td>
              <td className={`${cell} ${mono}`}>{r.holds === 0 ? '0' : `${r.holds} (${durationText(r.holdSeconds)})`}</td>
              <td className={`${cell} ${mono} ${r.problems > 0 ? 'font-semibold text-destructive' : ''}`}>{r.problems}</td>
              <td className={`${cell} ${mono}`}>{r.houseCount === null ? NONE : formats.number(r.houseCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductionRecipients({ productionId }: { productionId: number }) {
  const t = useAppT();
  const list = useProductionRecipients(productionId);
  const save = useSaveProductionRecipients(productionId);
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError)
    return (
      <p className="text-sm text-destructive">
        {t('general.dayReport.listFailed', { reason: errorText(list.error, t('general.error.unknown')) })}
      </p>
    );
  return (
    <RecipientsEditor
      addresses={list.data.addresses}
      onSave={(addresses) => save.mutateAsync(addresses)}
      label={t('general.dayReport.recipients')}
    />
  );
}

function DayReport({ production }: { production: Production }) {
  const t = useAppT();
  const [search, setSearch] = useSearchParams();
  const day = chooseDay(production, search.get('day'), todayIn(production.timeZone));
  const summary = useDayReport(production.id, day);
  useDocumentTitle(t('general.dayReport.docTitle', { name: production.name }));
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('general.production.dayReport')}</h1>
          <p className="text-muted-foreground break-words">{t('general.dayReport.subtitle', { name: production.name })}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor="day-report-day" className="text-sm font-medium">
              {t('general.event.day')}
            </label>
            <select
              id="day-report-day"
              value={day}
              onChange={(e) => setSearch({ day: e.target.value })}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              {productionDays(production.firstDay, production.lastDay).map((d) => (
                <option key={d} value={d}>
                  {formatCalendarDate(d, appFormatLocale(), 'medium')}
                </option>
              ))}
            </select>
          </div>
          <PdfDownload fetchPdf={(paper) => fetchDayReportPdf(production.id, day, paper)} />
        </div>
      </header>
      {summary.isPending && <Skeleton className="h-40 w-full" />}
      {summary.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('general.dayReport.dayFailed', { reason: errorText(summary.error, t('general.error.unknown')) })}
        </p>
      )}
      {summary.data && <DayTable summary={summary.data} />}
      <section aria-labelledby="production-recipients" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
        <h2 id="production-recipients" className="text-lg font-semibold">
          {t('general.dayReport.distribution')}
        </h2>
        <ProductionRecipients productionId={production.id} />
      </section>
    </>
  );
}

export function ProductionReportPage() {
  const t = useAppT();
  const id = Number(useParams().id);
  const productions = useProductions();
  const production = productions.data?.find((p) => p.id === id);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 p-3 sm:p-6">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {t('general.nav.dashboard')}
          </Link>
        </Button>
        {production && (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/production/${production.id}/live`}>{t('general.production.liveWall')}</Link>
          </Button>
        )}
      </div>
      {productions.isPending && <Skeleton className="h-40 w-full" />}
      {productions.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(productions.error) ? productions.error.message : t('general.production.loadFailed')}
        </p>
      )}
      {productions.data && !production && (
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold">{t('general.production.notFound')}</h1>
          <p className="text-muted-foreground">{t('general.production.noAccess')}</p>
        </div>
      )}
      {production && <DayReport production={production} />}
    </div>
  );
}
