/** A run's compiled report (docs/decisions/0029-show-report.md): summary, acts, holds, cues, show log, mails. */
import { Link } from 'react-router';
import type { ShowEnd, ShowReport } from '@showcaller/shared';
import { OverUnder } from '../OverUnder';
import { ReportSummary } from '../ReportSummary';
import { ReportTable } from '../ReportTable';
import { ShowLog } from '../ShowLog';
import { clockText, durationText, momentText } from '../reportFormat';
import { asRunOf, endReasonText } from './runChoice';

function Summary({ report }: { report: ShowReport }) {
  const items = [
    { term: 'Run', value: String(report.run.run) },
    { term: 'Show started', value: momentText(report.startedAt) },
    { term: 'Ended', value: `${momentText(report.run.endedAt)} (${endReasonText(report.run)})` },
    { term: 'Planned total', value: durationText(report.total.plannedSeconds) },
    { term: 'Actual total', value: durationText(report.total.actualSeconds) },
    { term: 'House count', value: report.form.houseCount === null ? '—' : report.form.houseCount.toLocaleString() },
  ];
  return <ReportSummary items={items} overUnderSeconds={report.total.overUnderSeconds} columns="lg:grid-cols-7" />;
}

function Acts({ report }: { report: ShowReport }) {
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 text-sm">
        {report.acts.map((act) => (
          <li key={act.name} className="flex flex-wrap gap-x-3">
            <span className="font-medium">{act.name}</span>
            <span>planned {durationText(act.plannedSeconds)}</span>
            <span>actual {durationText(act.actualSeconds)}</span>
            <OverUnder seconds={act.overUnderSeconds} />
          </li>
        ))}
      </ul>
      {report.actsNote && <p className="text-sm text-muted-foreground">{report.actsNote}</p>}
    </div>
  );
}

function Holds({ report }: { report: ShowReport }) {
  if (report.holds.length === 0) return <p className="text-sm text-muted-foreground">No holds in this run.</p>;
  const total = report.holds.reduce((sum, h) => sum + h.seconds, 0);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 text-sm">
        {report.holds.map((h, i) => (
          <li key={`${h.at}:${i}`}>
            {h.cueNumber === null ? 'Hold' : `Cue ${h.cueNumber} held`} at <time dateTime={h.at}>{clockText(h.at)}</time> for{' '}
            <span className="font-mono tabular-nums">{durationText(h.seconds)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {report.holds.length} hold{report.holds.length === 1 ? '' : 's'},{' '}
        <span className="font-mono tabular-nums">{durationText(total)}</span> in all.
      </p>
    </div>
  );
}

/** Who the report mails went to, and why one did not go. */
export function Mails({ run, recipientsLink }: { run: ShowEnd; recipientsLink?: string }) {
  if (run.mails.length === 0) {
    return <p className="text-sm text-muted-foreground">No mail has gone for this run yet.</p>;
  }
  return (
    <ul className="grid gap-1 text-sm">
      {run.mails.map((m) => (
        <li key={m.purpose}>
          {m.purpose === 'ended' ? 'At the end' : 'With the form'}:{' '}
          {m.error ? (
            <span className="text-destructive">
              not sent ({m.error})
              {recipientsLink && (
                <>
                  {' '}
                  —{' '}
                  <Link to={recipientsLink} className="underline">
                    check the list
                  </Link>
                </>
              )}
            </span>
          ) : m.sentAt ? (
            <>
              sent {clockText(m.sentAt)} to {m.recipients} address{m.recipients === 1 ? '' : 'es'}
            </>
          ) : (
            'sending…'
          )}
        </li>
      ))}
    </ul>
  );
}

export function ShowReportView({ report }: { report: ShowReport }) {
  const asRun = asRunOf(report);
  return (
    <>
      <section aria-labelledby="report-summary" className="grid gap-3">
        <h2 id="report-summary" className="text-lg font-semibold">
          Summary
        </h2>
        <Summary report={report} />
        <Acts report={report} />
      </section>
      <section aria-labelledby="report-holds" className="grid gap-3">
        <h2 id="report-holds" className="text-lg font-semibold">
          Holds
        </h2>
        <Holds report={report} />
      </section>
      <section aria-labelledby="report-cues" className="grid gap-3">
        <h2 id="report-cues" className="text-lg font-semibold">
          Cue by cue
        </h2>
        <p className="text-sm text-muted-foreground">
          This run only: the cue on screen at the end is closed at the end. Over/under is the actual duration against the plan (red: over,
          green: under); equipment is what each OSC target answered to the GO.
        </p>
        <ReportTable report={asRun} />
      </section>
      <section aria-labelledby="report-show-log" className="grid gap-3">
        <h2 id="report-show-log" className="text-lg font-semibold">
          Flags and messages
        </h2>
        <ShowLog report={asRun} />
      </section>
    </>
  );
}
