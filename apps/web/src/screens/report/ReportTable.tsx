import type { ConfirmationOutcome, Report, ReportCue } from '@showcaller/shared';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';
import { cn } from '@/lib/utils';
import { OverUnder } from './OverUnder';
import { clockText, cueCount, durationText, NONE, runText } from './reportFormat';
import { confirmationWords } from './reportWords';

const headers = () => [
  '#',
  appT('setup.report.col.action'),
  appT('setup.report.col.plannedStart'),
  appT('setup.report.col.plannedDuration'),
  appT('setup.report.col.standby'),
  appT('setup.report.col.go'),
  appT('setup.report.col.hold'),
  appT('setup.report.col.actualDuration'),
  appT('setup.report.overUnder'),
  appT('setup.report.col.ready'),
];

const AMBER_CLASSES = 'text-amber-700 dark:text-amber-400';

// Print: A4 portrait holds every column (no scrolling on paper), so padding and type shrink there.
const cellClassName = 'px-2 py-1.5 align-top print:px-1 print:py-1';
const monoClassName = 'font-mono tabular-nums whitespace-nowrap';

function Acks({ cue }: { cue: ReportCue }) {
  const t = useAppT();
  const fmt = useAppFormats();
  if (cue.acknowledgements.length === 0) return <span className="text-muted-foreground">{NONE}</span>;
  return (
    <ul className="grid gap-0.5">
      {[...cue.acknowledgements]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((ack) => (
          <li key={ack.departmentId} className="flex flex-wrap gap-x-1.5 break-inside-avoid">
            <span className={cn('font-medium', ack.departmentName === null && 'italic')}>
              {ack.departmentName ?? t('setup.report.deletedDepartment')}
            </span>
            <time dateTime={ack.at} className={monoClassName}>
              {clockText(ack.at, fmt)}
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
      return AMBER_CLASSES;
    case 'error':
      return 'text-destructive';
    default:
      return outcome satisfies never;
  }
}

/** What each OSC target answered to this run's GO (README.md#show-control): fired with its delay, no answer, or error. */
function Equipment({ cue }: { cue: ReportCue }) {
  const t = useAppT();
  if (!cue.confirmations || cue.confirmations.length === 0) return null;
  return (
    <ul aria-label={t('setup.report.equipment')} className="mt-1 grid gap-0.5 border-t border-dashed pt-1">
      {cue.confirmations.map((f, i) => (
        <li key={`${f.target}:${i}`} className="flex flex-wrap gap-x-1.5 break-inside-avoid">
          <span className={cn('font-medium', outcomeTone(f.outcome))}>{confirmationWords(f)}</span>
        </li>
      ))}
    </ul>
  );
}

function Moment({ iso }: { iso: string | null }) {
  const fmt = useAppFormats();
  if (!iso) return <span className="text-muted-foreground">{NONE}</span>;
  return (
    <time dateTime={iso} className={monoClassName}>
      {clockText(iso, fmt)}
    </time>
  );
}

/**
 * Every cue: plan, the first STANDBY/GO/HOLD, actual duration, over/under, Ready times per
 * department and the equipment's answers to the GO. A cue run more than once has a row per run, in the order they happened.
 */
export function ReportTable({ report }: { report: Report }) {
  const { totals } = report;
  const t = useAppT();
  const columns = headers();
  return (
    <div
      className="relative overflow-x-auto rounded-lg border print:overflow-visible print:rounded-none print:border-0"
      tabIndex={0}
      role="region"
      aria-labelledby="report-cues-caption"
    >
      <table className="w-full min-w-[60rem] border-collapse text-sm print:min-w-0 print:text-[7.5pt] print:leading-snug">
        <caption id="report-cues-caption" className="px-3 py-2 text-start font-semibold">
          {t('setup.report.tableCaption')}
        </caption>
        <thead className="bg-muted text-start print:table-header-group">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className={cn(cellClassName, 'font-semibold')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.cues.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="p-6 text-center text-muted-foreground">
                {t('setup.report.noCues')}
              </td>
            </tr>
          )}
          {report.cues.map((cue) => (
            <tr key={`${cue.cueId}:${cue.run}`} className={cn('border-t break-inside-avoid', cue.goAt === null && 'text-muted-foreground')}>
              <th scope="row" className={cn(cellClassName, monoClassName, 'font-semibold')}>
                {cue.number}
              </th>
              <td className={cn(cellClassName, 'min-w-40 font-medium break-words text-foreground print:min-w-0')}>
                {cue.action}
                {runText(cue) && <span className="block text-xs font-normal text-muted-foreground print:text-[7pt]">{runText(cue)}</span>}
              </td>
              <td className={cn(cellClassName, monoClassName)}>{cue.plannedStart}</td>
              <td className={cn(cellClassName, monoClassName)}>{durationText(cue.plannedDuration)}</td>
              <td className={cellClassName}>
                <Moment iso={cue.standbyAt} />
              </td>
              <td className={cellClassName}>
                <Moment iso={cue.goAt} />
              </td>
              <td className={cellClassName}>
                <Moment iso={cue.holdAt} />
              </td>
              <td className={cn(cellClassName, monoClassName)}>{durationText(cue.actualDuration)}</td>
              <td className={cellClassName}>
                <OverUnder seconds={cue.overUnder} />
              </td>
              <td className={cn(cellClassName, 'min-w-44 print:min-w-0')}>
                <Acks cue={cue} />
                <Equipment cue={cue} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 bg-muted/60 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={cn(cellClassName, 'text-start')}>
              {t('setup.report.totals', { run: totals.cuesRun, total: cueCount(report) })}
            </th>
            <td className={cn(cellClassName, monoClassName)}>{durationText(totals.plannedSeconds)}</td>
            <td className={cellClassName} colSpan={3} />
            <td className={cn(cellClassName, monoClassName)}>{durationText(totals.actualSeconds)}</td>
            <td className={cellClassName}>
              <OverUnder seconds={totals.overUnderSeconds} />
            </td>
            <td className={cellClassName} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
