/**
 * End show on the caller's screen (docs/decisions/0029-show-report.md): in the header, far from GO,
 * and asked first. Ending records the run's end, compiles its report and mails it once; pressing it
 * again before another GO answers the same run. The answer stays beside the button with a link to
 * the run's report; a refusal (409 before any GO) shows the server's sentence there.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, Square } from 'lucide-react';
import type { ShowEnd } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useRundownToken } from '@/api/rundown';
import { useEndShow } from '@/api/showReport';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppT } from '@/i18n/appI18n';

/** The report page of an event, at one run (the address the report mail links to). */
export function reportPath(eventId: number, run?: number): string {
  return run === undefined ? `/event/${eventId}/report` : `/event/${eventId}/report?run=${run}`;
}

export function EndShowButton({ eventId }: { eventId: number }) {
  const t = useAppT();
  const token = useRundownToken();
  const endShow = useEndShow(eventId, token);
  const [asking, setAsking] = useState(false);
  const [ended, setEnded] = useState<ShowEnd | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function end() {
    setRefusal(null);
    try {
      const run = await endShow.mutateAsync();
      setEnded(run);
      notifySuccess(t('show.end.ended', { run: run.run }), t('show.end.endedDetail'));
    } catch (err) {
      const text = errorText(err, t('show.end.failedText'));
      setEnded(null);
      setRefusal(text);
      notifyError(t('show.end.failed'), text);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={reportPath(eventId, ended?.run)}>
          <FileText aria-hidden="true" />
          {t('show.end.report')}
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)} disabled={endShow.isPending} aria-busy={endShow.isPending}>
        {endShow.isPending ? <Spinner /> : <Square aria-hidden="true" />}
        {t('show.end.button')}
      </Button>
      <p role="status" className="text-sm empty:hidden" data-testid="end-show-result">
        {ended && (
          <>
            {t('show.end.runEnded', { run: ended.run })}{' '}
            <Link to={reportPath(eventId, ended.run)} className="underline">
              {t('show.end.openReport')}
            </Link>
          </>
        )}
        {refusal && <span className="text-destructive">{refusal}</span>}
      </p>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('show.end.question')}</AlertDialogTitle>
            <AlertDialogDescription>{t('show.end.askText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('show.end.keep')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void end()}>{t('show.end.button')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
