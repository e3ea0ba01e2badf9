/**
 * One run's show report on the report page (docs/decisions/0029-show-report.md): the compiled report,
 * the caller's form with Send report, the PDF in A4 or Letter, the mails, and for the owner the
 * distribution list (the event's own, or a link to its production's).
 */
import { Link } from 'react-router';
import type { ShowEnd } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { fetchShowReportPdf, useEventRecipients, useSaveEventRecipients, useShowReport } from '@/api/showReport';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';
import { PdfDownload } from './PdfDownload';
import { RecipientsEditor } from './RecipientsEditor';
import { ShowReportFormCard } from './ShowReportFormCard';
import { Mails, ShowReportView } from './ShowReportView';

export const productionReportPath = (productionId: number) => `/production/${productionId}/report`;

function EventRecipients({ eventId }: { eventId: number }) {
  const list = useEventRecipients(eventId, true);
  const save = useSaveEventRecipients(eventId);
  const t = useAppT();
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError)
    return (
      <p className="text-sm text-destructive">
        {t('setup.report.recipientsError', { error: errorText(list.error, t('setup.report.unknownError')) })}
      </p>
    );
  if (list.data.from === 'production' && list.data.productionId !== null) {
    return (
      <div className="grid gap-2 text-sm">
        <p>
          {list.data.addresses.length === 0
            ? t('setup.report.productionListEmpty')
            : t('setup.report.productionList', { addresses: list.data.addresses.join(', ') })}
        </p>
        <p>
          <Link to={productionReportPath(list.data.productionId)} className="underline">
            {t('setup.report.editProductionList')}
          </Link>
        </p>
      </div>
    );
  }
  return <RecipientsEditor addresses={list.data.addresses} onSave={(addresses) => save.mutateAsync(addresses)} />;
}

interface ShowReportSectionProps {
  eventId: number;
  run: number;
  runInfo: ShowEnd | undefined;
  /** A co-caller's token; undefined for the owner's account, who also sees the distribution list. */
  token: string | undefined;
}

export function ShowReportSection({ eventId, run, runInfo, token }: ShowReportSectionProps) {
  const report = useShowReport(eventId, run, token);
  const t = useAppT();
  if (report.isPending) {
    return (
      <div role="status" aria-label={t('setup.report.loadingShowReport')} className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="text-sm">{t('setup.report.showReportError', { error: errorText(report.error, t('setup.report.unknownError')) })}</p>
        <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
          {t('setup.report.tryAgain')}
        </Button>
      </div>
    );
  }
  const r = report.data;
  return (
    <>
      <section aria-labelledby="report-send" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4 print:hidden">
        <h2 id="report-send" className="text-lg font-semibold">
          {t('setup.report.pdfAndMail')}
        </h2>
        <PdfDownload fetchPdf={(paper) => fetchShowReportPdf(eventId, run, paper, token)} />
        <Mails run={runInfo ?? r.run} />
      </section>
      <ShowReportView report={r} />
      <ShowReportFormCard key={`${eventId}:${run}`} eventId={eventId} token={token} report={r} run={runInfo} />
      {token === undefined && (
        <section aria-labelledby="report-recipients" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4 print:hidden">
          <h2 id="report-recipients" className="text-lg font-semibold">
            {t('setup.report.distribution')}
          </h2>
          <EventRecipients eventId={eventId} />
        </section>
      )}
    </>
  );
}
