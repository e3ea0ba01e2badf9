import { confirmationText, type ConfirmationOutcome, type Report, type ReportCue } from '@showcaller/shared';
import { cn } from '@/lib/utils';
import { OverUnder } from './OverUnder';
import { clockText, cueCount, durationText, NONE, runText } from './reportFormat';

const HEADERS = [
  '#',
  'Action',
  'Planned start',
  'Planned duration',
  'Standby',
  'GO',
  'Hold',
  'Actual duration',
  'Over / under',
  'Ready & equipment',
] as const;

// Print: A4 portrait holds every column (no scrolling on paper), so padding and type shrink there.
const cell = 'px-2 py-1.5 align-top print:px-1 print:py-1';
const mono = 'font-mono tabular-nums whitespace-nowrap';

function Acks({ cue }: { cue: ReportCue }) {
  if (cue.acknowledgements.length === 0) return <span className="text-muted-foreground">{NONE}</span>;
  return (
    <ul className="grid gap-0.5">
      {[...cue.acknowledgements]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((ack) => (
          <li key={ack.departmentId} className="flex flex-wrap gap-x-1.5 break-inside-avoid">
            <span className={cn('font-medium', ack.departmentName === null && 'italic')}>{ack.departmentName ?? 'Deleted department'}</span>
            <time dateTime={ack.at} className={mono}>
              {clockText(ack.at)}
            </time>
          </li>
        ))}
    </ul>
  );
}

function outcomeTone(outcome: ConfirmationOutcome): string {
  switch (outcome) {
    case 'fired':
      return 'text-success';
    case 'no-answer':
      return 'text-amber-700 dark:text-amber-400';
    case 'error':
      return 'text-destructive';
    default:
      return outcome satisfies never;
  }
}

/** What each OSC target answered to this run's GO (README.md#show-control): fired with its delay, no answer, or error. */
function Equipment({ cue }: { cue: ReportCue }) {
  if (!cue.confirmations || cue.confirmations.length === 0) return null;
  return (
    <ul aria-label="Equipment" className="mt-1 grid gap-0.5 border-t border-dashed pt-1">
      {cue.confirmations.map((f, i) => (
        <li key={`${f.target}:${i}`} className="flex flex-wrap gap-x-1.5 break-inside-avoid">
          <span className={cn('font-medium', outcomeTone(f.outcome))}>{confirmationText(f)}</span>
        </li>
      ))}
    </ul>
  );
}

function Moment({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">{NONE}</span>;
  return (
    <time dateTime={iso} className={mono}>
      {clockText(iso)}
    </time>
  );
}

/**
 * Every cue: plan, the first STANDBY/GO/HOLD, actual duration, over/under, Ready times per
 * department and the equipment's answers to the GO. A cue run more than once has a row per run, in the order they happened.
 */
export function ReportTable({ report }: { report: Report }) {
  const { totals } = report;
  return (
    <div
      className="relative overflow-x-auto rounded-lg border print:overflow-visible print:rounded-none print:border-0"
      tabIndex={0}
      role="region"
      aria-labelledby="report-cues-caption"
    >
      <table className="w-full min-w-[60rem] border-collapse text-sm print:min-w-0 print:text-[7.5pt] print:leading-snug">
        <caption id="report-cues-caption" className="px-3 py-2 text-left font-semibold">
          Cues, planned and as run
        </caption>
        <thead className="bg-muted text-left print:table-header-group">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={cn(cell, 'font-semibold')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.cues.length === 0 && (
            <tr>
              <td colSpan={HEADERS.length} className="p-6 text-center text-muted-foreground">
                This event has no cues yet.
              </td>
            </tr>
          )}
          {report.cues.map((cue) => (
            <tr key={`${cue.cueId}:${cue.run}`} className={cn('border-t break-inside-avoid', cue.goAt === null && 'text-muted-foreground')}>
              <th scope="row" className={cn(cell, mono, 'font-semibold')}>
                {cue.number}
              </th>
              <td className={cn(cell, 'min-w-40 font-medium break-words text-foreground print:min-w-0')}>
                {cue.action}
                {runText(cue) && <span className="block text-xs font-normal text-muted-foreground print:text-[7pt]">{runText(cue)}</span>}
              </td>
              <td className={cn(cell, mono)}>{cue.plannedStart}</td>
              <td className={cn(cell, mono)}>{durationText(cue.plannedDuration)}</td>
              <td className={cell}>
                <Moment iso={cue.standbyAt} />
              </td>
              <td className={cell}>
                <Moment iso={cue.goAt} />
              </td>
              <td className={cell}>
                <Moment iso={cue.holdAt} />
              </td>
              <td className={cn(cell, mono)}>{durationText(cue.actualDuration)}</td>
              <td className={cell}>
                <OverUnder seconds={cue.overUnder} />
              </td>
              <td className={cn(cell, 'min-w-44 print:min-w-0')}>
                <Acks cue={cue} />
                <Equipment cue={cue} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 bg-muted/60 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={cn(cell, 'text-left')}>
              Totals ({totals.cuesRun} of {cueCount(report)} cues run)
            </th>
            <td className={cn(cell, mono)}>{durationText(totals.plannedSeconds)}</td>
            <td className={cell} colSpan={3} />
            <td className={cn(cell, mono)}>{durationText(totals.actualSeconds)}</td>
            <td className={cell}>
              <OverUnder seconds={totals.overUnderSeconds} />
            </td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
