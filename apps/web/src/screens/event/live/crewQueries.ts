/**
 * Crew readiness for the caller: who said Ready for the current standby (GET /acks) and which crew
 * devices are connected (GET /devices). Both are re-read when the socket's `refetch` frames name
 * them ('acks', 'devices'; useEventRealtime invalidates ['rundown', id, key]).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ackStateSchema, devicesStateSchema, type DevicesState } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';
import { appT } from '@/i18n/appI18n';

export type { AckState, CrewDevice, DevicesState } from '@showcaller/shared';

export const crewKeys = {
  acks: (eventId: number) => [...rundownKeys.all(eventId), 'acks'] as const,
  devices: (eventId: number) => [...rundownKeys.all(eventId), 'devices'] as const,
};

/** Read while a cue stands by; `standbyVersion` (the status version) re-reads on every change. */
export function useAcks(eventId: number, standbyVersion: number | null) {
  const token = useRundownToken();
  return useQuery({
    queryKey: [...crewKeys.acks(eventId), standbyVersion],
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/acks`, ackStateSchema, token, { signal }),
    enabled: standbyVersion !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDevices(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: crewKeys.devices(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/devices`, devicesStateSchema, token, { signal }),
  });
}

/**
 * Departments that would miss the call (none while the list is unknown): no crew device connected,
 * or every one of its devices lost (silent past the server's heartbeat, docs/decisions/0023-crew-phones-lost-fixed-and-found.md), named so.
 */
export function departmentsWithoutDevice(devices: DevicesState | undefined): string[] {
  return (
    devices?.departments
      .filter((d) => d.noDevice || d.lost)
      .map((d) => (d.lost ? appT('show.readiness.lostName', { name: d.name }) : d.name)) ?? []
  );
}

/** Ids of the departments whose every device is lost. */
export function lostDepartments(devices: DevicesState | undefined): Set<number> {
  return new Set(devices?.departments.filter((d) => d.lost).map((d) => d.departmentId));
}

/** "34 ms"; with `signed`, "+12 ms" / "−5 ms" (a clock offset). */
export function msText(ms: number | null, signed = false): string {
  if (ms === null) return '—';
  const n = Math.round(ms);
  return `${signed && n > 0 ? '+' : signed && n < 0 ? '−' : ''}${Math.abs(n)} ms`;
}
