/**
 * Planned against actual duration per cue: an inline SVG bar chart (no chart library) that scales with
 * its container (bar lengths are percentages, text stays at its own size), plus the same figures as a table.
 */
import { useId } from 'react';
import { formatHms, type ReportCue } from '@showcaller/shared';
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
              <title>{`Cue ${cue.number}${runText(cue) ? `, ${runText(cue)}` : ''}, planned ${durationText(cue.plannedDuration)}`}</title>
            </rect>
            <rect
              x={pct(BAR_START)}
              y={y + 15}
              width={pct(length(cue.actualDuration))}
              height={10}
              rx={2}
              className={over ? 'fill-destructive' : 'fill-primary'}
            >
              <title>{`Cue ${cue.number}${runText(cue) ? `, ${runText(cue)}` : ''}, actual ${durationText(cue.actualDuration)}`}</title>
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
  const items = [
    { label: 'Planned', swatch: 'bg-muted-foreground' },
    { label: 'Actual', swatch: 'bg-primary' },
    { label: 'Actual, over plan', swatch: 'bg-destructive' },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
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
  return (
    <details className="rounded-lg border print:hidden">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Chart data as a table</summary>
      <div className="relative overflow-x-auto px-3 pb-3">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Planned and actual duration per cue</caption>
          <thead className="text-left">
            <tr>
              <th scope="col" className="px-2 py-1 font-semibold">
                Cue
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Planned
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Actual
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Over / under
              </th>
            </tr>
          </thead>
          <tbody>
            {cues.map((cue) => (
              <tr key={`${cue.cueId}:${cue.run}`} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal">
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
  const shown = cues.filter((c) => c.plannedDuration !== null || c.actualDuration !== null);
  if (shown.length === 0) {
    return <p className="text-sm text-muted-foreground">No durations to compare yet: plan durations or run the show first.</p>;
  }
  const max = Math.max(1, ...shown.map((c) => Math.max(c.plannedDuration ?? 0, c.actualDuration ?? 0)));
  const height = TOP + shown.length * ROW + AXIS;
  const over = shown.filter((c) => c.overUnder !== null && c.overUnder > 0).length;
  const under = shown.filter((c) => c.overUnder !== null && c.overUnder < 0).length;

  return (
    <div className="grid gap-3">
      <Legend />
      <svg role="img" aria-labelledby={`${titleId} ${descId}`} width="100%" height={height} className="block overflow-visible">
        <title id={titleId}>Planned and actual duration per cue</title>
        <desc id={descId}>
          {`Horizontal bars for ${shown.length} ${shown.length === 1 ? 'row' : 'rows'} (a cue run more than once has one per run): the planned duration above the actual one, on a scale up to ${formatHms(max)}. ${over} ran over plan, ${under} under. The same figures are in the table below.`}
        </desc>
        <Axis height={height} max={max} />
        <ChartBars cues={shown} max={max} />
      </svg>
      <DataTable cues={shown} />
    </div>
  );
}
