/**
 * The live panel of a team member who does not run the show (docs/decisions/0031-team-members-and-roles.md):
 * an editor, a department lead or a viewer follows the current cue, its status and time live, with
 * no cue controls; the server would refuse them anyway.
 */
import { statusLabel } from '@/lib/statusLabel';
import { StatusChip } from './ControlPanel';
import { useAppT } from '@/i18n/appI18n';
import { ConnectionIndicator, MovedBy, RemainingTime } from './LiveReadouts';
import { useLiveShow } from './liveShowContext';

export function WatchPanel({ roleLabel }: { roleLabel: string }) {
  const t = useAppT();
  const live = useLiveShow();
  const { currentCue, cueStatus, connection, lastUpdateAt, serverNow, statusKnown } = live;
  const label = statusLabel(cueStatus);
  const title = currentCue ? `#${currentCue.number} - ${currentCue.action}` : t('show.control.noCue');
  return (
    <section
      aria-labelledby="current-cue-title"
      aria-busy={!statusKnown}
      className="flex flex-col gap-3 rounded-xl border-2 bg-card p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
          <div className="flex h-7 items-center gap-2">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('show.control.currentCue')}</p>
            <StatusChip live={live} label={label} />
          </div>
          <h2 id="current-cue-title" className="line-clamp-2 text-2xl font-bold break-words sm:text-3xl">
            {statusKnown ? title : t('show.control.loadingCueDots')}
          </h2>
          {statusKnown && !currentCue && <p className="text-muted-foreground">{t('show.control.noCueHint')}</p>}
        </div>
        <RemainingTime status={cueStatus} duration={currentCue ? currentCue.duration : undefined} serverNow={serverNow} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="watch-role">
          {t('show.control.watchRole', { role: roleLabel })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <MovedBy status={cueStatus} />
          <ConnectionIndicator connection={connection} lastUpdateAt={lastUpdateAt} />
        </div>
      </div>
      {live.revokedReason && (
        <p role="alert" className="rounded-md border border-destructive/60 bg-destructive/10 px-3 py-2 text-sm font-medium">
          {t('show.control.revoked', { reason: live.revokedReason })}
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="status-announcer">
        {!statusKnown
          ? ''
          : currentCue
            ? t('show.control.announce', { number: currentCue.number, action: currentCue.action, status: label })
            : t('show.control.noCue')}
      </p>
    </section>
  );
}
