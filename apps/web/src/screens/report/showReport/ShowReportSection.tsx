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
import { PdfDownload } from './PdfDownload';
import { RecipientsEditor } from './RecipientsEditor';
import { ShowReportFormCard } from './ShowReportFormCard';
import { Mails, ShowReportView } from './ShowReportView';

export const productionReportPath = (productionId: number) => `/production/${productionId}/report`;

function EventRecipients({ eventId }: { eventId: number }) {
  const list = useEventRecipients(eventId, true);
  const save = useSaveEventRecipients(eventId);
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError)
    return <p className="text-sm text-destructive">The distribution list could not be loaded: {errorText(list.error, 'Unknown error')}</p>;
  if (list.data.from === 'production' && list.data.productionId !== null) {
    return (
      <div className="grid gap-2 text-sm">
        <p>
          This event is in a production: its reports go to the production&apos;s list
          {list.data.addresses.length === 0 ? ', which is empty.' : `: ${list.data.addresses.join(', ')}.`}
        </p>
        <p>
          <Link to={productionReportPath(list.data.productionId)} className="underline">
            Edit the production&apos;s list
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
  if (report.isPending) {
    return (
      <div role="status" aria-label="Loading the show report" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="text-sm">The show report could not be loaded: {errorText(report.error, 'Unknown error')}</p>
        <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const r = report.data;
  return (
    <>
      <section aria-labelledby="report-send" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4 print:hidden">
        <h2 id="report-send" className="text-lg font-semibold">
          PDF and mail
        </h2>
        <PdfDownload fetchPdf={(paper) => fetchShowReportPdf(eventId, run, paper, token)} />
        <Mails run={runInfo ?? r.run} />
      </section>
      <ShowReportView report={r} />
      <ShowReportFormCard key={`${eventId}:${run}`} eventId={eventId} token={token} report={r} run={runInfo} />
      {token === undefined && (
        <section aria-labelledby="report-recipients" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4 print:hidden">
          <h2 id="report-recipients" className="text-lg font-semibold">
            Distribution list
          </h2>
          <EventRecipients eventId={eventId} />
        </section>
      )}
    </>
  );
}
