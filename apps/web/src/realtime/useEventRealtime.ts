/**
 * React binding of EventRealtimeClient: one connection per (event, token), TanStack queries
 * invalidated on `refetch` frames and everything re-read after a reconnect.
 */
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AckState, RefetchKey } from '@showcaller/shared';
import { unknownBody } from '@/api/client';
import { applyTasksChanged, rundownFetch, rundownKeys, taskRevisions, useRundownToken } from '@/api/rundown';
import { EventRealtimeClient, type ConnectionState, type RealtimeEvents, type RealtimeSnapshot } from './EventRealtimeClient';

export type { ConnectionState, RealtimeSnapshot } from './EventRealtimeClient';

/** The query a `refetch` frame names (cues, departments, tasks, event, ...). */
export function invalidateForRefetch(queryClient: QueryClient, eventId: number, key: RefetchKey): void {
  // Every change of the rundown is in its history (docs/decisions/0032-history-versions-presence.md): re-read when shown.
  if (key === 'cues' || key === 'departments' || key === 'tasks' || key === 'event' || key === 'annotations')
    void queryClient.invalidateQueries({ queryKey: [...rundownKeys.all(eventId), 'history'] });
  switch (key) {
    case 'cues':
      void queryClient.invalidateQueries({ queryKey: rundownKeys.cues(eventId) });
      return;
    case 'departments':
      void queryClient.invalidateQueries({ queryKey: rundownKeys.departments(eventId) });
      return;
    case 'tasks':
      void queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) });
      return;
    case 'event':
      void queryClient.invalidateQueries({ queryKey: rundownKeys.event(eventId) });
      return;
    case 'acks':
    case 'devices':
    case 'stage':
    case 'crewTalk':
    case 'startLink': // this event's linked start (api/startLinks.ts)
    case 'broadcasts': // the producer's messages to the room (screens/event/live/ProducerMessages.tsx)
    case 'annotations': // the notes list (api/annotations.ts annotationKeys) sits under the same key
    case 'fields': // custom fields and their values (api/cueFields.ts)
      void queryClient.invalidateQueries({ queryKey: [...rundownKeys.all(eventId), key] });
      return;
    default:
      key satisfies never;
  }
}

/** Notices whose revision is the event's and whose change touched no task (the task list follows them). */
const TASKLESS_KEYS: ReadonlySet<RefetchKey> = new Set<RefetchKey>(['cues', 'departments', 'event', 'fields']);

/**
 * A department said Ready (docs/decisions/0039-task-and-ack-deltas.md): marked on the readiness list
 * of that standby (screens/event/live/crewQueries.ts keys it by the status version) in place of a
 * re-read; a screen at another standby, or without the list, reads it again once.
 */
export function applyAckChanged(queryClient: QueryClient, eventId: number, ack: RealtimeEvents['ack']): void {
  const all = [...rundownKeys.all(eventId), 'acks'] as const;
  const key = [...all, ack.version] as const;
  const list = queryClient.getQueryData<AckState>(key);
  if (!list?.standby || list.cueId !== ack.cueId || !list.departments.some((d) => d.departmentId === ack.departmentId)) {
    void queryClient.invalidateQueries({ queryKey: all }, { cancelRefetch: false });
    return;
  }
  const departments = list.departments.map((d) =>
    d.departmentId === ack.departmentId && d.readyAt === null ? { ...d, readyAt: ack.readyAt } : d,
  );
  queryClient.setQueryData<AckState>(key, { ...list, departments, allReady: departments.every((d) => d.readyAt !== null) });
}

export interface EventRealtimeHandlers {
  onStatus?: (change: RealtimeEvents['status']) => void;
  onOvertime?: (overtime: RealtimeEvents['overtime']) => void;
}

export interface EventRealtime extends RealtimeSnapshot {
  connection: ConnectionState;
  /** Server epoch ms now (local clock + measured offset). */
  serverNow: () => number;
  client: EventRealtimeClient;
}

/**
 * `token` subscribes the socket (the account token, or a caller/crew token); status reads while the
 * socket is down go through the rundown calls, so a RundownTokenProvider override applies to them.
 */
export function useEventRealtime(eventId: number, token: string | null, handlers: EventRealtimeHandlers = {}): EventRealtime {
  const queryClient = useQueryClient();
  const httpToken = useRundownToken();
  const client = useMemo(
    () =>
      new EventRealtimeClient({
        eventId,
        token,
        fetchStatus: (signal) => rundownFetch(`/api/events/${eventId}/cuestatus`, unknownBody, httpToken, { signal }),
      }),
    [eventId, token, httpToken],
  );
  const onStatus = useEffectEvent((change: RealtimeEvents['status']) => handlers.onStatus?.(change));
  const onOvertime = useEffectEvent((overtime: RealtimeEvents['overtime']) => handlers.onOvertime?.(overtime));

  useEffect(() => {
    const offs = [
      client.on('refetch', (key) => invalidateForRefetch(queryClient, eventId, key)),
      client.on('message', (m) => {
        if (m.type === 'refetch' && TASKLESS_KEYS.has(m.key)) taskRevisions(eventId).followed(m.revision);
      }),
      // Task and Ready changes arrive as the changed items (docs/decisions/0039-task-and-ack-deltas.md).
      client.on('tasks', (change) => {
        applyTasksChanged(queryClient, eventId, change);
        void queryClient.invalidateQueries({ queryKey: [...rundownKeys.all(eventId), 'history'] });
      }),
      client.on('ack', (ack) => applyAckChanged(queryClient, eventId, ack)),
      client.on('resync', () => void queryClient.invalidateQueries({ queryKey: rundownKeys.all(eventId) })),
      client.on('status', (change) => onStatus(change)),
      client.on('overtime', (overtime) => onOvertime(overtime)),
    ];
    client.start();
    return () => {
      for (const off of offs) off();
      client.stop();
    };
  }, [client, queryClient, eventId]);

  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  return { ...snapshot, serverNow: client.serverNow, client };
}
