/**
 * The caller's view of the crew on the control panel: who is ready during STANDBY ("All departments
 * ready" once everyone is), the crew devices popover, and the no-device warning shown beside GO,
 * both in a strip whose room is always kept.
 */
import { useId, type ReactNode } from 'react';
import { CircleCheck, Smartphone, TriangleAlert, WifiOff } from 'lucide-react';
import type { AckState, CueStatus, Problem } from '@showcaller/shared';
import { sinceText } from '@/realtime/connectionText';
import { useTick } from '@/realtime/useTick';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';
import { lostDepartments, msText, useAcks, useDevices, type CrewDevice } from './crewQueries';

/**
 * Below the cue buttons, a strip of fixed height for what comes and goes during a show: the
 * no-device warning before GO and the crew's Ready during STANDBY. Its room is kept even while it is
 * empty, so neither can move a control the caller is reaching for (docs/product.md#during-a-show). One line each on a
 * phone, side by side from `sm`; long contents scroll or end in an ellipsis instead of wrapping.
 */
export function CrewStatusStrip({ warning, readiness }: { warning: ReactNode; readiness: ReactNode }) {
  return (
    <div data-testid="crew-strip" className="grid h-[3.75rem] grid-rows-2 gap-1 sm:flex sm:h-8 sm:items-center sm:gap-4">
      <div className="flex min-w-0 items-center sm:max-w-1/2 sm:shrink-0">{warning}</div>
      <div className="flex min-w-0 items-center sm:flex-1">{readiness}</div>
    </div>
  );
}

type AckDepartment = AckState['departments'][number];
type ChipState = 'problem' | 'lost' | 'waiting' | 'ready';

/**
 * A department's chip during STANDBY: an open problem flag outranks its Ready (docs/decisions/0017-stage-display-and-crew-talk.md), and
 * a department whose phones all went silent is lost, whatever it said before (docs/decisions/0023-crew-phones-lost-fixed-and-found.md).
 */
export function chipState(d: AckDepartment, problem: Problem | undefined, lost = false): ChipState {
  if (problem) return 'problem';
  if (lost) return 'lost';
  return d.readyAt !== null ? 'ready' : 'waiting';
}

const CHIP_ORDER: Record<ChipState, number> = { problem: 0, lost: 1, waiting: 2, ready: 3 };

/** The chip's words. On a phone a problem chip drops the word "problem" from sight (red and the warning sign say it) to fit the line. */
function ChipText({ name, state, problem }: { name: string; state: ChipState; problem: Problem | undefined }): ReactNode {
  const t = useAppT();
  switch (state) {
    case 'problem':
      // One span: in the chip's flex row, loose pieces would each get the gap ("Sound : problem").
      return (
        <span>
          {name}
          <span className="max-sm:sr-only">{t('show.readiness.problem')}</span>
          {problem?.reason ? ` — ${problem.reason}` : ''}
        </span>
      );
    case 'lost':
      return t('show.readiness.lost', { name });
    case 'waiting':
      return t('show.readiness.waiting', { name });
    case 'ready':
      return t('show.readiness.ready', { name });
    default:
      return state satisfies never;
  }
}

/**
 * During STANDBY: each department's Ready, and the all-ready line, on one line. A department that
 * flags a problem shows it on its own chip, red with a warning sign, and is not counted ready. Problems
 * come first, then the departments still waiting: when there are more than the line holds, the ones
 * cut off are those already ready. Everything stays inside the strip, so no control moves.
 */
export function ReadyAcks({ eventId, status, problems }: { eventId: number; status: CueStatus | null; problems: readonly Problem[] }) {
  const t = useAppT();
  const standbyVersion = status?.status === 'standby' ? status.version : null;
  const acks = useAcks(eventId, standbyVersion);
  const lost = lostDepartments(useDevices(eventId).data);
  const headingId = useId();
  const state = acks.data;
  if (standbyVersion === null || !state?.standby || state.departments.length === 0) return null;
  const problemOf = new Map(problems.map((p) => [p.departmentId, p]));
  const chips = state.departments
    .map((d) => ({
      d,
      problem: problemOf.get(d.departmentId),
      state: chipState(d, problemOf.get(d.departmentId), lost.has(d.departmentId)),
    }))
    .sort((a, b) => CHIP_ORDER[a.state] - CHIP_ORDER[b.state]);
  const ready = chips.filter((c) => c.state === 'ready').length;
  const allReady = state.allReady && ready === chips.length;
  return (
    <div className="flex h-full min-w-0 flex-1 items-center gap-2 overflow-hidden whitespace-nowrap" data-testid="ready-acks">
      <p
        id={headingId}
        aria-live="polite"
        className={cn('flex shrink-0 items-center gap-1.5 text-sm font-semibold', allReady && 'text-success')}
      >
        {allReady && <CircleCheck aria-hidden="true" className="size-4" />}
        {allReady ? (
          t('show.readiness.allReady')
        ) : (
          <>
            {/* "Ready 1/4" on a phone, so the chips after it have room. */}
            <span aria-hidden="true" className="sm:hidden">
              {t('show.readiness.shortCount', { ready, total: chips.length })}
            </span>
            <span className="max-sm:sr-only">{t('show.readiness.count', { ready, total: chips.length })}</span>
          </>
        )}
      </p>
      {/* Chips cut off at the strip's end (its left side right-to-left) fade out rather than stop mid-word. */}
      <ul
        aria-labelledby={headingId}
        className="flex min-w-0 gap-1.5 overflow-hidden [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] rtl:[mask-image:linear-gradient(to_left,black_calc(100%-2rem),transparent)]"
      >
        {chips.map(({ d, problem, state: chip }) => (
          <li
            key={d.departmentId}
            data-state={chip}
            className={cn(
              'shrink-0 rounded-md px-2 py-0.5 text-sm font-medium',
              chip === 'problem' && 'flex items-center gap-1 bg-destructive font-bold text-white',
              chip === 'lost' && 'flex items-center gap-1 border-2 border-destructive font-bold text-destructive',
              chip === 'waiting' && 'border border-foreground/40',
              chip === 'ready' && 'bg-success text-success-foreground',
            )}
          >
            {chip === 'problem' && <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
            {chip === 'lost' && <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />}
            <ChipText name={d.name} state={chip} problem={problem} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Beside GO: departments with no device would miss the call. A warning only; GO still works. One
 * line: the names come first, so an ellipsis on a phone cuts the explanation, never who is missing
 * (the whole sentence is GO's description and the tooltip).
 */
export function NoDeviceWarning({ id, departments }: { id: string; departments: string[] }) {
  const t = useAppT();
  if (departments.length === 0) return null;
  const text = t('show.readiness.noDevice', { departments: new Intl.ListFormat(appFormatLocale(), { type: 'unit' }).format(departments) });
  return (
    <p id={id} title={text} className="flex min-w-0 items-center gap-2 text-sm font-medium text-warning" data-testid="no-device-warning">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{text}</span>
    </p>
  );
}

function DeviceLine({ device, ageMs }: { device: CrewDevice; ageMs: number }) {
  const t = useAppT();
  const seen = sinceText(device.lastSeenMsAgo + ageMs);
  const quietS = Math.floor((device.lastSeenMsAgo + ageMs) / 1000);
  if (device.lost)
    return (
      <li data-lost="true" className="flex items-center gap-1.5 text-xs font-semibold text-destructive">
        <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
        {quietS < 60 ? t('show.readiness.lostSeconds', { seconds: quietS }) : t('show.readiness.lostSince', { since: seen })}
      </li>
    );
  return (
    <li data-lost="false" className="font-mono text-xs tabular-nums">
      {t('show.readiness.deviceLine', { rtt: msText(device.rttMs), offset: msText(device.offsetMs, true), seen })}
    </li>
  );
}

function DevicesList({ eventId }: { eventId: number }) {
  const t = useAppT();
  const devices = useDevices(eventId);
  const now = useTick(1000);
  if (devices.isPending) return <p className="text-sm text-muted-foreground">{t('show.readiness.loading')}</p>;
  if (devices.isError) return <p className="text-sm text-destructive">{t('show.readiness.loadError')}</p>;
  const ageMs = Math.max(0, now - devices.dataUpdatedAt);
  const { departments, callers } = devices.data;
  return (
    <div className="flex flex-col gap-3">
      {departments.length === 0 && <p className="text-sm text-muted-foreground">{t('show.readiness.noDepartments')}</p>}
      <ul className="flex flex-col gap-2">
        {departments.map((d) => (
          <li key={d.departmentId} data-testid="device-department" data-lost={d.lost} className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold">{d.name}</span>
            {d.noDevice ? (
              <span className="flex items-center gap-1.5 text-sm font-medium text-warning">
                <TriangleAlert aria-hidden="true" className="size-4" />
                {t('show.readiness.noDeviceShort')}
              </span>
            ) : (
              <ul className="flex flex-col gap-0.5" aria-label={t('show.readiness.departmentDevices', { name: d.name })}>
                {d.devices.map((device) => (
                  <DeviceLine key={device.connectedAt + String(device.rttMs)} device={device} ageMs={ageMs} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('show.readiness.callers', { count: callers.length })}</p>
    </div>
  );
}

export function CrewDevicesButton({ eventId, missing }: { eventId: number; missing: number }) {
  const t = useAppT();
  const devices = useDevices(eventId);
  return (
    <Popover onOpenChange={(open) => open && void devices.refetch()}>
      <PopoverTrigger asChild>
        <Button variant="outline" className="h-11">
          <Smartphone aria-hidden="true" />
          {t('show.readiness.devices')}
          {missing > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full border border-warning px-1.5 text-xs font-bold text-warning">
                {missing}
              </span>
              <span className="sr-only">{t('show.readiness.withoutDevice', { count: missing })}</span>
            </>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 max-w-[calc(100vw-1rem)]" aria-label={t('show.readiness.devices')}>
        <h3 className="mb-2 font-semibold">{t('show.readiness.devices')}</h3>
        <DevicesList eventId={eventId} />
      </PopoverContent>
    </Popover>
  );
}
