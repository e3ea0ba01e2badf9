/** A run's compiled report (docs/decisions/0029-show-report.md): summary, acts, holds, cues, show log, mails. */
import { Link } from 'react-router';
import type { ShowEnd, ShowReport } from '@showcaller/shared';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';
import { richT } from '@/i18n/setupWords';
import { OverUnder } from '../OverUnder';
import { ReportSummary } from '../ReportSummary';
import { ReportTable } from '../ReportTable';
import { ShowLog } from '../ShowLog';
import { clockText, durationText, momentText } from '../reportFormat';
import { endReasonWords } from '../reportWords';
import { asRunOf } from './runChoice';

function Summary({ report }: { report: ShowReport }) {
  const t = useAppT();
  const fmt = useAppFormats();
  const items = [
    { term: t('setup.report.run'), value: String(report.run.run) },
    { term: t('setup.report.showStarted'), value: momentText(report.startedAt, fmt) },
    {
      term: t('setup.report.ended'),
      value: t('setup.report.endedValue', { when: momentText(report.run.endedAt, fmt), reason: endReasonWords(report.run) }),
    },
    { term: t('setup.report.plannedTotal'), value: durationText(report.total.plannedSeconds) },
    { term: t('setup.report.actualTotal'), value: durationText(report.total.actualSeconds) },
    { term: t('setup.report.houseCount'), value: report.form.houseCount === null ? '—' : fmt.number(report.form.houseCount) },
  ];
  return <ReportSummary items={items} overUnderSeconds={report.total.overUnderSeconds} columns="lg:grid-cols-7" />;
}

function Acts({ report }: { report: ShowReport }) {
  const t = useAppT();
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 text-sm">
        {report.acts.map((act) => (
          <li key={act.name} className="flex flex-wrap gap-x-3">
            <span className="font-medium">{act.name}</span>
            <span>{t('setup.report.actPlanned', { duration: durationText(act.plannedSeconds) })}</span>
            <span>{t('setup.report.actActual', { duration: durationText(act.actualSeconds) })}</span>
            <OverUnder seconds={act.overUnderSeconds} />
          </li>
        ))}
      </ul>
      {report.actsNote && <p className="text-sm text-muted-foreground">{report.actsNote}</p>}
    </div>
  );
}

function Holds({ report }: { report: ShowReport }) {
  const t = useAppT();
  const fmt = useAppFormats();
  if (report.holds.length === 0) return <p className="text-sm text-muted-foreground">{t('setup.report.noHolds')}</p>;
  const total = report.holds.reduce((sum, h) => sum + h.seconds, 0);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 text-sm">
        {report.holds.map((h, i) => (
          <li key={`${h.at}:${i}`}>
            {richT(
              t,
              h.cueNumber === null ? 'setup.report.holdAt' : 'setup.report.cueHeldAt',
              {
                time: <time dateTime={h.at}>{clockText(h.at, fmt)}</time>,
                duration: <span className="font-mono tabular-nums">{durationText(h.seconds)}</span>,
              },
              h.cueNumber === null ? {} : { number: h.cueNumber },
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {richT(
          t,
          'setup.report.holdsTotal',
          { duration: <span className="font-mono tabular-nums">{durationText(total)}</span> },
          { count: report.holds.length },
        )}
      </p>
    </div>
  );
}

/** Who the report mails went to, and why one did not go. */
export function Mails({ run, recipientsLink }: { run: ShowEnd; recipientsLink?: string }) {
  const t = useAppT();
  const fmt = useAppFormats();
  if (run.mails.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('setup.report.noMail')}</p>;
  }
  return (
    <ul className="grid gap-1 text-sm">
      {run.mails.map((m) => {
        const status = m.error ? (
          <span className="text-destructive">
            {t('setup.report.mail.notSent', { error: m.error })}
            {recipientsLink && (
              <>
                {' '}
                —{' '}
                <Link to={recipientsLink} className="underline">
                  {t('setup.report.mail.checkList')}
                </Link>
              </>
            )}
          </span>
        ) : m.sentAt ? (
          t('setup.report.mail.sent', { time: clockText(m.sentAt, fmt), count: m.recipients })
        ) : (
          t('setup.report.mail.sending')
        );
        return (
          <li key={m.purpose}>{richT(t, m.purpose === 'ended' ? 'setup.report.mail.ended' : 'setup.report.mail.form', { status })}</li>
        );
      })}
    </ul>
  );
}

export function ShowReportView({ report }: { report: ShowReport }) {
  const asRun = asRunOf(report);
  const t = useAppT();
  return (
    <>
      <section aria-labelledby="report-summary" className="grid gap-3">
        <h2 id="report-summary" className="text-lg font-semibold">
          {t('setup.report.summary')}
        </h2>
        <Summary report={report} />
        <Acts report={report} />
      </section>
      <section aria-labelledby="report-holds" className="grid gap-3">
        <h2 id="report-holds" className="text-lg font-semibold">
          {t('setup.report.holds')}
        </h2>
        <Holds report={report} />
      </section>
      <section aria-labelledby="report-cues" className="grid gap-3">
        <h2 id="report-cues" className="text-lg font-semibold">
          {t('setup.report.cueByCue')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('setup.report.runOnlyHint')}</p>
        <ReportTable report={asRun} />
      </section>
      <section aria-labelledby="report-show-log" className="grid gap-3">
        <h2 id="report-show-log" className="text-lg font-semibold">
          {t('setup.report.flags')}
        </h2>
        <ShowLog report={asRun} />
      </section>
    </>
  );
}
