/**
 * The caller's view of the crew on the control panel: who is ready during STANDBY ("All departments
 * ready" once everyone is), the crew devices popover, and the no-device warning shown beside GO,
 * both in a strip whose room is always kept.
 */
import { useId, type ReactNode } from 'react';
import { CircleCheck, Smartphone, TriangleAlert } from 'lucide-react';
import type { CueStatus } from '@showcaller/shared';
import { sinceText } from '@/realtime/connectionText';
import { useTick } from '@/realtime/useTick';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { msText, useAcks, useDevices, type CrewDevice } from './crewQueries';

export const ALL_READY_TEXT = 'All departments ready';

/**
 * Below the cue buttons, a strip of fixed height for what comes and goes during a show: the
 * no-device warning before GO and the crew's Ready during STANDBY. Its room is kept even while it is
 * empty, so neither can move a control the caller is reaching for (issue 14). One line each on a
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

/**
 * During STANDBY: each department's Ready, and the all-ready line, on one line. The departments still
 * waiting come first: when there are more than the line holds, the ones cut off are those already ready.
 */
export function ReadyAcks({ eventId, status }: { eventId: number; status: CueStatus | null }) {
  const standbyVersion = status?.status === 'standby' ? status.version : null;
  const acks = useAcks(eventId, standbyVersion);
  const headingId = useId();
  const state = acks.data;
  if (standbyVersion === null || !state?.standby || state.departments.length === 0) return null;
  const ready = state.departments.filter((d) => d.readyAt !== null).length;
  const waitingFirst = [...state.departments].sort((a, b) => Number(a.readyAt !== null) - Number(b.readyAt !== null));
  return (
    <div className="flex h-full min-w-0 flex-1 items-center gap-2 overflow-hidden whitespace-nowrap" data-testid="ready-acks">
      <p
        id={headingId}
        aria-live="polite"
        className={cn('flex shrink-0 items-center gap-1.5 text-sm font-semibold', state.allReady && 'text-success')}
      >
        {state.allReady && <CircleCheck aria-hidden="true" className="size-4" />}
        {state.allReady ? ALL_READY_TEXT : `Ready: ${ready} of ${state.departments.length} departments`}
      </p>
      {/* Chips cut off at the strip's end fade out rather than stop mid-word. */}
      <ul
        aria-labelledby={headingId}
        className="flex min-w-0 gap-1.5 overflow-hidden [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)]"
      >
        {waitingFirst.map((d) => (
          <li
            key={d.departmentId}
            className={cn(
              'shrink-0 rounded-md px-2 py-0.5 text-sm font-medium',
              d.readyAt !== null ? 'bg-success text-success-foreground' : 'border border-foreground/40',
            )}
          >
            {d.name}: {d.readyAt !== null ? 'Ready' : 'Waiting'}
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
  if (departments.length === 0) return null;
  const text = `No device connected for ${departments.join(', ')}. GO still works, but they will not see or hear the call.`;
  return (
    <p id={id} title={text} className="flex min-w-0 items-center gap-2 text-sm font-medium text-warning" data-testid="no-device-warning">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{text}</span>
    </p>
  );
}

function DeviceLine({ device, ageMs }: { device: CrewDevice; ageMs: number }) {
  return (
    <li className="font-mono text-xs tabular-nums">
      round trip {msText(device.rttMs)} · offset {msText(device.offsetMs, true)} · seen {sinceText(device.lastSeenMsAgo + ageMs)}
    </li>
  );
}

function DevicesList({ eventId }: { eventId: number }) {
  const devices = useDevices(eventId);
  const now = useTick(1000);
  if (devices.isPending) return <p className="text-sm text-muted-foreground">Loading devices…</p>;
  if (devices.isError) return <p className="text-sm text-destructive">The device list could not be loaded.</p>;
  const ageMs = Math.max(0, now - devices.dataUpdatedAt);
  const { departments, callers } = devices.data;
  return (
    <div className="flex flex-col gap-3">
      {departments.length === 0 && <p className="text-sm text-muted-foreground">No departments yet.</p>}
      <ul className="flex flex-col gap-2">
        {departments.map((d) => (
          <li key={d.departmentId} className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold">{d.name}</span>
            {d.noDevice ? (
              <span className="flex items-center gap-1.5 text-sm font-medium text-warning">
                <TriangleAlert aria-hidden="true" className="size-4" />
                No device connected
              </span>
            ) : (
              <ul className="flex flex-col gap-0.5" aria-label={`${d.name} devices`}>
                {d.devices.map((device) => (
                  <DeviceLine key={device.connectedAt + String(device.rttMs)} device={device} ageMs={ageMs} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Caller screens connected: {callers.length}</p>
    </div>
  );
}

export function CrewDevicesButton({ eventId, missing }: { eventId: number; missing: number }) {
  const devices = useDevices(eventId);
  return (
    <Popover onOpenChange={(open) => open && void devices.refetch()}>
      <PopoverTrigger asChild>
        <Button variant="outline" className="h-11">
          <Smartphone aria-hidden="true" />
          Crew devices
          {missing > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full border border-warning px-1.5 text-xs font-bold text-warning">
                {missing}
              </span>
              <span className="sr-only">, {missing} without a device</span>
            </>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 max-w-[calc(100vw-1rem)]" aria-label="Crew devices">
        <h3 className="mb-2 font-semibold">Crew devices</h3>
        <DevicesList eventId={eventId} />
      </PopoverContent>
    </Popover>
  );
}
