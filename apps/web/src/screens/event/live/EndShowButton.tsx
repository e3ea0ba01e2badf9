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

export const END_SHOW_QUESTION = 'End the show now?';

/** The report page of an event, at one run (the address the report mail links to). */
export function reportPath(eventId: number, run?: number): string {
  return run === undefined ? `/event/${eventId}/report` : `/event/${eventId}/report?run=${run}`;
}

export function EndShowButton({ eventId }: { eventId: number }) {
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
      notifySuccess(`Show ended (run ${run.run})`, 'The show report is written and goes to the distribution list.');
    } catch (err) {
      const text = errorText(err, 'The show could not be ended.');
      setEnded(null);
      setRefusal(text);
      notifyError('End show failed', text);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={reportPath(eventId, ended?.run)}>
          <FileText aria-hidden="true" />
          Show report
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)} disabled={endShow.isPending} aria-busy={endShow.isPending}>
        {endShow.isPending ? <Spinner /> : <Square aria-hidden="true" />}
        End show
      </Button>
      <p role="status" className="text-sm empty:hidden" data-testid="end-show-result">
        {ended && (
          <>
            Run {ended.run} ended.{' '}
            <Link to={reportPath(eventId, ended.run)} className="underline">
              Open its report
            </Link>
          </>
        )}
        {refusal && <span className="text-destructive">{refusal}</span>}
      </p>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{END_SHOW_QUESTION}</AlertDialogTitle>
            <AlertDialogDescription>
              This ends the current run: its show report is compiled from the as-run and mailed once to the distribution list. A new GO
              starts the next run.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep running</AlertDialogCancel>
            <AlertDialogAction onClick={() => void end()}>End show</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
