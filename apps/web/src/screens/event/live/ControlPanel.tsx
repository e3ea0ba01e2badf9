/**
 * The current-cue control panel (docs/product.md#screens): '#N - action', the status label, remaining time,
 * STANDBY / HOLD / GO / NEXT / BACK / CALL, Voice settings, Auto-advance and the connection state.
 * Large, high-contrast controls for a dark venue; three per row at 360 px.
 */
import { useId, useState } from 'react';
import { ArrowLeft, ArrowRight, Hand, Megaphone, Pause, Play, RotateCcw, Settings2, StepForward, type LucideIcon } from 'lucide-react';
import type { AppMessageKey, CueCommand, Problem } from '@showcaller/shared';
import { useRundownToken } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { departmentsWithoutDevice, useDevices } from './crewQueries';
import { CrewDevicesButton, CrewStatusStrip, NoDeviceWarning, ReadyAcks } from './CrewReadiness';
import { goUnlessStopped } from './askFirst';
import { ProblemFlags } from './CrewTalkPanel';
import { useProblems } from './crewTalkQueries';
import { ConnectionIndicator, MovedBy, RemainingTime } from './LiveReadouts';
import { useLiveShow, type LiveShowValue } from './liveShowContext';
import { canResume, statusLabel } from '@/lib/statusLabel';
import { ShowTalk } from './ShowTalk';
import { AuxTimersPanel } from './AuxTimersPanel';
import { VoiceSettingsDialog } from './VoiceSettingsDialog';
// The status colours (spec or the event's cue-light colours) are CSS variables (docs/decisions/0022-wrap-up-colours-and-cue-lights.md).
import '../rundown/liveRows.css';
import { useAppT } from '@/i18n/appI18n';

const NO_PROBLEMS: readonly Problem[] = [];

type PanelCommand = Extract<CueCommand, 'standby' | 'hold' | 'go' | 'resume' | 'next' | 'back'>;

interface CommandButton {
  command: PanelCommand;
  label: AppMessageKey;
  keys: string;
  hint: string;
  Icon: LucideIcon;
  className: string;
}

const COMMAND_BUTTONS: readonly CommandButton[] = [
  { command: 'standby', label: 'show.control.standby', keys: 'S Space', hint: 'S', Icon: Hand, className: 'cue-button-standby' },
  { command: 'hold', label: 'show.control.hold', keys: 'H', hint: 'H', Icon: Pause, className: 'cue-button-hold' },
  { command: 'go', label: 'show.control.go', keys: 'G Enter', hint: 'G', Icon: Play, className: 'cue-button-go' },
  // RESUME sits right after GO, always in its place (nothing moves); it lights up while a cue is held after its GO.
  {
    command: 'resume',
    label: 'show.control.resume',
    keys: 'C',
    hint: 'C',
    Icon: StepForward,
    className: 'border-foreground/40 bg-secondary text-secondary-foreground hover:bg-secondary/80',
  },
  {
    command: 'next',
    label: 'show.control.next',
    keys: 'N ArrowRight',
    hint: 'N',
    Icon: ArrowRight,
    className: 'border-foreground/40 bg-secondary text-secondary-foreground hover:bg-secondary/80',
  },
  {
    command: 'back',
    label: 'show.control.back',
    keys: 'B ArrowLeft',
    hint: 'B',
    Icon: ArrowLeft,
    className: 'border-foreground/40 bg-secondary text-secondary-foreground hover:bg-secondary/80',
  },
];

// At 360 px three buttons share a row: no icon and a smaller gap there.
const bigButtonClassName =
  'h-14 w-full gap-1 border-2 border-transparent px-1 text-sm font-extrabold tracking-wide shadow-md sm:w-auto sm:min-w-28 sm:gap-2 sm:px-3 sm:text-base [&_svg]:hidden sm:[&_svg]:block [&_svg:not([class*=size-])]:size-5';

function Kbd({ children }: { children: string }) {
  return (
    <kbd aria-hidden="true" className="hidden rounded border border-current/40 px-1 font-mono text-[0.7rem] leading-4 opacity-80 lg:inline">
      {children}
    </kbd>
  );
}

/** The status chip beside "Current cue"; while the status is unknown it says so instead of guessing. */
export function StatusChip({ live, label }: { live: LiveShowValue; label: string }) {
  const t = useAppT();
  const active = live.cueStatus?.status;
  if (!live.statusKnown) {
    return (
      <span
        data-testid="status-label"
        className="inline-flex h-7 items-center rounded-md border border-dashed border-foreground/40 px-2.5 text-sm font-semibold text-muted-foreground"
      >
        {t('show.control.loading')}
      </span>
    );
  }
  if (live.currentCue === null) return null;
  return (
    <span
      data-testid="status-label"
      className={cn(
        'inline-flex h-7 items-center rounded-md px-2.5 text-sm font-bold tracking-wide whitespace-nowrap uppercase',
        active === 'standby' && 'cue-tag-standby',
        active === 'go' && (live.overtime ? 'cue-tag-over' : 'cue-tag-go'),
        active === 'hold' && 'cue-tag-hold',
        (active === undefined || active === 'idle') && 'border border-foreground/40',
      )}
    >
      {label}
      {active === 'go' && live.overtime && t('show.control.overTime')}
    </span>
  );
}

export function ControlPanel() {
  const t = useAppT();
  const live = useLiveShow();
  const { currentCue, cueStatus, commands, connection, lastUpdateAt, serverNow, statusKnown } = live;
  const [voiceOpen, setVoiceOpen] = useState(false);
  const noCue = currentCue === null;
  const label = statusLabel(cueStatus);
  const active = cueStatus?.status;
  const title = currentCue ? `#${currentCue.number} - ${currentCue.action}` : t('show.control.noCue');
  const coCaller = useRundownToken() !== undefined;
  // Before GO: a department without a connected device would miss the call (warn, never block).
  const missing = departmentsWithoutDevice(useDevices(live.eventId).data);
  const warnGo = !noCue && active !== 'go' && missing.length > 0;
  const warningId = useId();
  const resumeHintId = useId();
  // An open problem flag asks before GO, never blocks it (docs/decisions/0017-stage-display-and-crew-talk.md).
  const problems = useProblems(live.eventId).data;
  const openProblems = problems ?? NO_PROBLEMS;
  // HOLD is a pause (docs/decisions/0021-resume.md): RESUME continues from the held time, GO restarts at 0.
  const resumable = canResume(cueStatus);
  const press = (command: PanelCommand) =>
    command === 'go' ? void goUnlessStopped(problems, () => commands.run('go')) : void commands.run(command);

  // Nothing above the buttons changes height during a show (docs/product.md#during-a-show): the status chip sits on the
  // "Current cue" line, the title keeps room for two lines (longer ones end in an ellipsis; the
  // rundown row has the whole text), and what comes and goes lives in the strip below the buttons.
  return (
    <section
      aria-labelledby="current-cue-title"
      aria-busy={!statusKnown}
      className="flex flex-col gap-3 rounded-xl border-2 bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
          <div className="flex h-7 items-center gap-2">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('show.control.currentCue')}</p>
            <StatusChip live={live} label={label} />
          </div>
          <h2
            id="current-cue-title"
            title={statusKnown ? title : undefined}
            className="line-clamp-2 min-h-16 text-2xl font-bold break-words sm:min-h-18 sm:text-3xl"
          >
            {!statusKnown ? (
              <>
                <span className="sr-only">{t('show.control.loadingCue')}</span>
                <Skeleton aria-hidden="true" className="h-8 w-3/4 max-w-md" />
              </>
            ) : (
              title
            )}
          </h2>
          {statusKnown && noCue && <p className="text-muted-foreground">{t('show.control.noCueHint')}</p>}
        </div>
        <RemainingTime status={cueStatus} duration={currentCue ? currentCue.duration : undefined} serverNow={serverNow} />
      </div>

      <div role="group" aria-label={t('show.control.cueControls')} className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {COMMAND_BUTTONS.map((b) => (
          <Button
            key={b.command}
            data-cue-control=""
            aria-keyshortcuts={b.keys}
            aria-describedby={
              b.command === 'go' && warnGo ? warningId : b.command === 'go' || b.command === 'resume' ? resumeHintId : undefined
            }
            disabled={noCue || (b.command === 'resume' && !resumable)}
            data-resumable={b.command === 'resume' && resumable ? '' : undefined}
            onClick={() => press(b.command)}
            className={cn(
              bigButtonClassName,
              b.className,
              b.command === 'resume' && resumable && 'cue-button-go border-foreground ring-2 ring-ring ring-offset-2 ring-offset-card',
              active === b.command && 'border-foreground ring-2 ring-ring ring-offset-2 ring-offset-card',
            )}
          >
            {b.command === 'go' && resumable ? (
              <RotateCcw aria-hidden="true" />
            ) : (
              <b.Icon aria-hidden="true" className={b.command === 'next' || b.command === 'back' ? 'rtl:-scale-x-100' : undefined} />
            )}
            {b.command === 'go' && resumable ? t('show.control.goRestart') : t(b.label)}
            <Kbd>{b.hint}</Kbd>
          </Button>
        ))}
        <Button
          data-cue-control=""
          disabled={noCue}
          onClick={live.call}
          className={cn(bigButtonClassName, 'bg-primary text-primary-foreground hover:bg-primary/90')}
        >
          <Megaphone aria-hidden="true" />
          {t('show.control.call')}
        </Button>
      </div>
      <CrewStatusStrip
        warning={warnGo && <NoDeviceWarning id={warningId} departments={missing} />}
        readiness={<ReadyAcks eventId={live.eventId} status={cueStatus} problems={openProblems} />}
      />
      <ProblemFlags eventId={live.eventId} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            role="switch"
            aria-checked={cueStatus?.autoAdvance ?? false}
            variant="outline"
            disabled={noCue || cueStatus === null}
            onClick={() => cueStatus && void commands.setAutoAdvance(!cueStatus.autoAdvance)}
            className="h-11"
          >
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-flex h-5 w-9 items-center rounded-full border-2 border-foreground/50 transition-colors',
                cueStatus?.autoAdvance && 'border-success bg-success',
              )}
            >
              <span
                className={cn(
                  'size-3 rounded-full bg-foreground transition-transform',
                  cueStatus?.autoAdvance ? 'translate-x-4' : 'translate-x-0.5',
                )}
              />
            </span>
            {t('show.control.autoAdvance')}
          </Button>
          <Button variant="outline" className="h-11" disabled={noCue} onClick={() => setVoiceOpen(true)}>
            <Settings2 aria-hidden="true" />
            {t('show.control.voiceSettings')}
          </Button>
          <CrewDevicesButton eventId={live.eventId} missing={missing.length} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <MovedBy status={cueStatus} />
          <ConnectionIndicator connection={connection} lastUpdateAt={lastUpdateAt} />
        </div>
      </div>
      <p id={resumeHintId} className="sr-only">
        {resumable ? t('show.control.resumeHint') : t('show.control.goHint')}
      </p>

      {live.revokedReason && (
        <p role="alert" className="rounded-md border border-destructive/60 bg-destructive/10 px-3 py-2 text-sm font-medium">
          {t('show.control.revoked', { reason: live.revokedReason })}
          {coCaller && (
            <>
              {' '}
              {/* The code page is crew.html, another page: a plain link. */}
              <a href="/department-login/access" className="underline">
                {t('show.control.newCode')}
              </a>
            </>
          )}
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="status-announcer">
        {!statusKnown
          ? ''
          : currentCue
            ? t('show.control.announce', { number: currentCue.number, action: currentCue.action, status: label })
            : t('show.control.noCue')}
      </p>
      <AuxTimersPanel />
      <ShowTalk eventId={live.eventId} />
      <VoiceSettingsDialog open={voiceOpen} onOpenChange={setVoiceOpen} sampleCue={currentCue} />
    </section>
  );
}
