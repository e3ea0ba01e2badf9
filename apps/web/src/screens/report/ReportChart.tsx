/**
 * Planned against actual duration per cue: an inline SVG bar chart (no chart library) that scales with
 * its container (bar lengths are percentages, text stays at its own size), plus the same figures as a table.
 */
import { useId } from 'react';
import { formatHms, type ReportCue } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';
import { OverUnder } from './OverUnder';
import { durationText, runText } from './reportFormat';

const ROW = 30;
const TOP = 6;
const AXIS = 26;
/** Horizontal layout in percent of the chart's width: labels, then the bars. */
const BAR_START = 14;
const BAR_SPAN = 82;

function pct(value: number): string {
  return `${value.toFixed(3)}%`;
}

function ChartBars({ cues, max }: { cues: readonly ReportCue[]; max: number }) {
  const length = (seconds: number | null) => (seconds === null ? 0 : (BAR_SPAN * seconds) / max);
  const t = useAppT();
  const barTitle = (cue: ReportCue, actual: boolean) => {
    const run = runText(cue);
    const duration = durationText(actual ? cue.actualDuration : cue.plannedDuration);
    if (actual)
      return run
        ? t('setup.report.chart.barActualRun', { number: cue.number, run, duration })
        : t('setup.report.chart.barActual', { number: cue.number, duration });
    return run
      ? t('setup.report.chart.barPlannedRun', { number: cue.number, run, duration })
      : t('setup.report.chart.barPlanned', { number: cue.number, duration });
  };
  return (
    <>
      {cues.map((cue, i) => {
        const y = TOP + i * ROW;
        const over = cue.overUnder !== null && cue.overUnder > 0;
        return (
          <g key={`${cue.cueId}:${cue.run}`}>
            <text x="0" y={y + ROW / 2 + 4} className="fill-foreground text-xs font-medium">
              {cue.runs > 1 ? `#${cue.number} (${cue.run})` : `#${cue.number}`}
            </text>
            <rect
              x={pct(BAR_START)}
              y={y + 3}
              width={pct(length(cue.plannedDuration))}
              height={10}
              rx={2}
              className="fill-muted-foreground"
            >
              <title>{barTitle(cue, false)}</title>
            </rect>
            <rect
              x={pct(BAR_START)}
              y={y + 15}
              width={pct(length(cue.actualDuration))}
              height={10}
              rx={2}
              className={over ? 'fill-destructive' : 'fill-primary'}
            >
              <title>{barTitle(cue, true)}</title>
            </rect>
          </g>
        );
      })}
    </>
  );
}

function Axis({ height, max }: { height: number; max: number }) {
  const ticks = [0, 0.5, 1];
  const baseline = height - AXIS;
  return (
    <g aria-hidden="true">
      {ticks.map((t) => {
        const x = pct(BAR_START + BAR_SPAN * t);
        return (
          <g key={t}>
            <line x1={x} x2={x} y1={TOP - 4} y2={baseline} className="stroke-border" strokeWidth={1} />
            <text
              x={x}
              y={baseline + 16}
              textAnchor={t === 0 ? 'start' : t === 1 ? 'end' : 'middle'}
              className="fill-muted-foreground text-xs"
            >
              {formatHms(max * t)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Legend() {
  const t = useAppT();
  const items = [
    { label: t('setup.report.chart.planned'), swatch: 'bg-muted-foreground' },
    { label: t('setup.report.chart.actual'), swatch: 'bg-primary' },
    { label: t('setup.report.chart.actualOver'), swatch: 'bg-destructive' },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('setup.report.chart.legend')}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function DataTable({ cues }: { cues: readonly ReportCue[] }) {
  const t = useAppT();
  return (
    <details className="rounded-lg border print:hidden">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t('setup.report.chart.asTable')}</summary>
      <div className="relative overflow-x-auto px-3 pb-3">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('setup.report.chart.title')}</caption>
          <thead className="text-start">
            <tr>
              <th scope="col" className="px-2 py-1 font-semibold">
                {t('setup.report.chart.cue')}
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                {t('setup.report.chart.planned')}
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                {t('setup.report.chart.actual')}
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                {t('setup.report.overUnder')}
              </th>
            </tr>
          </thead>
          <tbody>
            {cues.map((cue) => (
              <tr key={`${cue.cueId}:${cue.run}`} className="border-t">
                <th scope="row" className="px-2 py-1 text-start font-normal">
                  {`#${cue.number} ${cue.action}${runText(cue) ? ` (${runText(cue)})` : ''}`}
                </th>
                <td className="px-2 py-1 font-mono tabular-nums">{durationText(cue.plannedDuration)}</td>
                <td className="px-2 py-1 font-mono tabular-nums">{durationText(cue.actualDuration)}</td>
                <td className="px-2 py-1">
                  <OverUnder seconds={cue.overUnder} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function ReportChart({ cues }: { cues: readonly ReportCue[] }) {
  const titleId = useId();
  const descId = useId();
  const t = useAppT();
  const shown = cues.filter((c) => c.plannedDuration !== null || c.actualDuration !== null);
  if (shown.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('setup.report.chart.empty')}</p>;
  }
  const max = Math.max(1, ...shown.map((c) => Math.max(c.plannedDuration ?? 0, c.actualDuration ?? 0)));
  const height = TOP + shown.length * ROW + AXIS;
  const over = shown.filter((c) => c.overUnder !== null && c.overUnder > 0).length;
  const under = shown.filter((c) => c.overUnder !== null && c.overUnder < 0).length;

  return (
    <div className="grid gap-3">
      <Legend />
      <svg role="img" aria-labelledby={`${titleId} ${descId}`} width="100%" height={height} className="block overflow-visible">
        <title id={titleId}>{t('setup.report.chart.title')}</title>
        <desc id={descId}>{t('setup.report.chart.desc', { count: shown.length, max: formatHms(max), over, under })}</desc>
        <Axis height={height} max={max} />
        <ChartBars cues={shown} max={max} />
      </svg>
      <DataTable cues={shown} />
    </div>
  );
}
