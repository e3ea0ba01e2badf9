import type { ComponentType, SVGProps } from 'react';
import {
  Ban,
  CheckCheck,
  CircleCheck,
  Megaphone,
  MessageSquare,
  Monitor,
  MonitorOff,
  MonitorPlay,
  Radio,
  Timer,
  TimerReset,
  TriangleAlert,
} from 'lucide-react';
import type { Report, ShowLogEntry, ShowLogKind } from '@showcaller/shared';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';
import { cn } from '@/lib/utils';
import { clockText } from './reportFormat';
import { duringWords, showLogWords } from './reportWords';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** An icon and tone per kind, so a problem or a blackout stands out when scanning the log. */
function look(kind: ShowLogKind): { Icon: Icon; tone: string } {
  switch (kind) {
    case 'stage-message':
      return { Icon: MonitorPlay, tone: 'text-foreground' };
    case 'stage-message-cleared':
      return { Icon: Monitor, tone: 'text-muted-foreground' };
    case 'stage-blackout':
      return { Icon: MonitorOff, tone: 'text-foreground' };
    case 'stage-unblackout':
      return { Icon: Monitor, tone: 'text-muted-foreground' };
    case 'crew-message':
      return { Icon: MessageSquare, tone: 'text-foreground' };
    case 'message-read':
      return { Icon: CheckCheck, tone: 'text-muted-foreground' };
    case 'problem':
      return { Icon: TriangleAlert, tone: 'text-destructive' };
    case 'problem-cleared':
      return { Icon: CircleCheck, tone: 'text-success' };
    case 'overtime':
      return { Icon: Timer, tone: 'text-destructive' };
    case 'show-moved':
      return { Icon: Radio, tone: 'text-foreground' };
    case 'producer-broadcast':
      return { Icon: Megaphone, tone: 'text-foreground' };
    case 'go-ignored':
      return { Icon: Ban, tone: 'text-muted-foreground' };
    case 'aux-timer':
      return { Icon: TimerReset, tone: 'text-foreground' };
    default:
      return kind satisfies never;
  }
}

function Line({ entry, cues }: { entry: ShowLogEntry; cues: Report['cues'] }) {
  const { Icon, tone } = look(entry.kind);
  const t = useAppT();
  const fmt = useAppFormats();
  const during = duringWords(entry.during, cues);
  return (
    <li className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-start gap-x-2 border-t px-3 py-2 break-inside-avoid first:border-t-0 print:px-1 print:py-0.5">
      <time dateTime={entry.at} className="font-mono text-sm tabular-nums print:text-[7.5pt]">
        {clockText(entry.at, fmt)}
      </time>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 print:size-3', tone)} />
      <div className="grid gap-0.5">
        <p className={cn('text-sm break-words print:text-[7.5pt]', entry.kind === 'problem' && 'font-semibold')}>{showLogWords(entry)}</p>
        <p className="text-xs text-muted-foreground break-words print:text-[7pt]">
          {during ? t('setup.report.duringCue', { who: entry.who, during }) : entry.who}
        </p>
      </div>
    </li>
  );
}

/**
 * Everything the as-run log recorded besides the cues' own times (docs/decisions/0017-stage-display-and-crew-talk.md): messages to
 * the stage and crews, the stage blackout, read receipts, problem flags and over-time, in time order.
 */
export function ShowLog({ report }: { report: Report }) {
  const t = useAppT();
  if (report.showLog.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('setup.report.logEmpty')}</p>;
  }
  return (
    <ol aria-labelledby="report-show-log" className="rounded-lg border print:rounded-none print:border-x-0">
      {report.showLog.map((entry, i) => (
        <Line key={`${entry.at}:${i}`} entry={entry} cues={report.cues} />
      ))}
    </ol>
  );
}
