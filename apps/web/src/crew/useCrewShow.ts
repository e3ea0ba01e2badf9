/**
 * Everything the crew view shows for one department session: the event, cues and this department's
 * tasks (changed by the server's `tasksChanged` frames, re-read when its `refetch` frames name them), the live status through the shared
 * RealtimeConnection (zod-free parsers), task ticks (optimistic) and Ready.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Cue, CueColorScheme, CueFieldsResponse, Task } from '@showcaller/shared';
import { apiFetch, isApiError, unknownBody } from '@/api/client';
import { lightCueFields, lightCues, lightEvent, lightTask, lightTasks } from '@/api/lightSchemas';
import { safeStorage } from '@/lib/storage';
import { lightFrameParsers, parseCueStatus } from '@/realtime/parseFrames';
import { RealtimeConnection, type RealtimeEvents, type RealtimeSnapshot } from '@/realtime/RealtimeConnection';
import type { CrewSession } from './crewSession';
import { applyTaskChange, revisionOf, TaskRevisions } from '@/realtime/taskDeltas';
import { errorText, useCrewResource, type CrewReadHooks } from './useCrewResource';
import { translate } from '@/i18n/crewI18n';
import { applyEventLanguage } from '@/i18n/crewLanguage';

export interface CrewShow {
  eventName: string | null;
  /** The event's call colours, for the flash (docs/decisions/0022-wrap-up-colours-and-cue-lights.md). */
  cueColors: CueColorScheme;
  cues: readonly Cue[] | null;
  /** The custom fields shown to this department and their values (null until loaded). */
  fields: CueFieldsResponse | null;
  /** This department's tasks, with ticks still on their way applied. */
  tasks: readonly Task[];
  loadError: string | null;
  /** Bumped by each `refetch: crewTalk` frame (and a resync): messages and problem flags changed. */
  talkVersion: number;
  live: RealtimeSnapshot;
  /**
   * The live status, or before any word from the server the last one this phone saw (kept in
   * localStorage), so a reload during a network drop shows the last known cue as stale.
   */
  status: RealtimeSnapshot['cueStatus'];
  /** Local ms when the link last stopped being live (null while live): the status is stale until heard again. */
  lostAt: number | null;
  serverNow: () => number;
  setTask: (task: Task, completed: boolean) => void;
  taskError: string | null;
  /** POST /ack; resolves to null when accepted, else the reason in words. */
  sayReady: () => Promise<string | null>;
}

interface Options {
  session: CrewSession;
  /** The session is over (code changed, 401): leave with this reason. */
  onEnded: (reason: string) => void;
  /** A newer status arrived; `cues` are the ones on screen then. */
  onStatus: (change: RealtimeEvents['status'], cues: readonly Cue[] | null) => void;
}

/** Where the last status seen by this department's screen is kept. */
export const crewStatusKey = (session: CrewSession) => `crewStatus:${session.eventId}:${session.department.id}`;

function savedStatus(key: string) {
  const raw = safeStorage.get(key);
  if (raw === null) return null;
  try {
    return parseCueStatus(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function useCrewShow({ session, onEnded, onStatus }: Options): CrewShow {
  const { eventId, token } = session;
  const statusKey = crewStatusKey(session);
  const saved = useMemo(() => savedStatus(statusKey), [statusKey]);
  // A ref, not an Effect Event: failures also arrive from clicks (a task tick, Ready).
  const endedRef = useRef((reason: string) => {
    safeStorage.remove(statusKey);
    onEnded(reason);
  });
  useEffect(() => {
    endedRef.current = (reason) => {
      // An ended session leaves no show behind on this phone.
      safeStorage.remove(statusKey);
      onEnded(reason);
    };
  });
  const onError = useCallback((err: unknown) => {
    if (isApiError(err) && err.status === 401) endedRef.current(err.serverText ?? translate('crew.sessionEnded'));
  }, []);
  const event = useCrewResource(`/api/events/${eventId}`, lightEvent, token, onError);
  const cues = useCrewResource(`/api/events/${eventId}/cues`, lightCues, token, onError);
  // Task changes arrive as the tasks (docs/decisions/0039-task-and-ack-deltas.md), applied from the revision the list was read at.
  // One per session: a new event or token starts from its own first read.
  const revisions = useMemo(() => new TaskRevisions(`${eventId}:${token}`), [eventId, token]);
  const readHooks = useMemo<CrewReadHooks<Task[]>>(
    () => ({
      started: () => revisions.started(),
      landed: (read, list, headers) => revisions.landed(read, list, headers && revisionOf(headers)),
      failed: (read) => revisions.failed(read),
    }),
    [revisions],
  );
  const tasks = useCrewResource(`/api/events/${eventId}/tasks`, lightTasks, token, onError, readHooks);
  // The custom fields the owner chose for this department (docs/decisions/0034-custom-fields.md).
  const fields = useCrewResource(`/api/events/${eventId}/fields`, lightCueFields, token, onError);
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [taskError, setTaskError] = useState<string | null>(null);

  const client = useMemo(
    () =>
      new RealtimeConnection(
        {
          eventId,
          token,
          fetchStatus: (signal) => apiFetch(`/api/events/${eventId}/cuestatus`, unknownBody, { token, signal }),
          // A frame every second: the caller sees a silent phone as lost within 5 s (docs/decisions/0023-crew-phones-lost-fixed-and-found.md).
          heartbeatMs: 1000,
        },
        lightFrameParsers,
      ),
    [eventId, token],
  );
  const live = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  const [lostAt, setLostAt] = useState<number | null>(null);
  const [talkVersion, setTalkVersion] = useState(0);
  useEffect(() => {
    // Noted when it happens: the snapshot says what the connection is, not since when.
    let was = client.getSnapshot().connection;
    return client.subscribe(() => {
      const now = client.getSnapshot().connection;
      if (now === was) return;
      if (now === 'live') setLostAt(null);
      else if (was === 'live') setLostAt(Date.now());
      was = now;
    });
  }, [client]);
  const statusChanged = useEffectEvent((change: RealtimeEvents['status']) => onStatus(change, cues.data));
  const { reload: reloadEvent } = event;
  const { reload: reloadCues } = cues;
  const { reload: reloadTasks, setData: setTaskData } = tasks;
  const { reload: reloadFields } = fields;

  useEffect(() => {
    const offs = [
      client.on('status', (change) => {
        safeStorage.set(statusKey, JSON.stringify(change.next));
        statusChanged(change);
      }),
      client.on('refetch', (key) => {
        if (key === 'cues') reloadCues();
        else if (key === 'tasks') reloadTasks();
        else if (key === 'event' || key === 'departments') reloadEvent();
        else if (key === 'crewTalk') setTalkVersion((v) => v + 1);
        else if (key === 'fields') reloadFields();
      }),
      client.on('tasks', (change) => {
        const verdict = revisions.heard(change);
        if (verdict !== 'skip') setTaskData((list) => list && applyTaskChange(list, change));
        if (verdict === 'reread') reloadTasks();
      }),
      client.on('message', (m) => {
        if (m.type === 'refetch' && (m.key === 'cues' || m.key === 'departments' || m.key === 'event' || m.key === 'fields'))
          revisions.followed(m.revision);
      }),
      client.on('resync', () => {
        setTalkVersion((v) => v + 1);
        reloadFields();
        reloadEvent();
        reloadCues();
        reloadTasks();
      }),
    ];
    client.start();
    // The socket may take a moment (or be blocked): read the status once over HTTP meanwhile.
    const abort = new AbortController();
    apiFetch(`/api/events/${eventId}/cuestatus`, unknownBody, { token, signal: abort.signal }).then(
      (raw) => {
        const status = parseCueStatus(raw);
        if (status && !abort.signal.aborted) client.applyStatus(status);
      },
      (err: unknown) => {
        if (!abort.signal.aborted) onError(err);
      },
    );
    return () => {
      abort.abort();
      for (const off of offs) off();
      client.stop();
    };
  }, [client, eventId, token, statusKey, reloadEvent, reloadCues, reloadTasks, setTaskData, revisions, reloadFields, onError]);

  useEffect(() => {
    if (live.revokedReason !== null) endedRef.current(live.revokedReason);
  }, [live.revokedReason]);

  const setTask = useCallback(
    (task: Task, completed: boolean) => {
      setTaskError(null);
      setPending((prev) => new Map(prev).set(task.id, completed));
      const settle = () =>
        setPending((prev) => {
          const next = new Map(prev);
          next.delete(task.id);
          return next;
        });
      apiFetch(`/api/tasks/${task.id}`, lightTask, { method: 'PUT', token, body: { completed } }).then(
        (saved) => {
          setTaskData((list) => list?.map((t) => (t.id === saved.id ? saved : t)) ?? list);
          settle();
        },
        (err: unknown) => {
          settle();
          setTaskError(translate('crew.tasks.failed', { reason: errorText(err, translate('crew.tasks.tryAgain')) }));
          onError(err);
        },
      );
    },
    [token, setTaskData, onError],
  );

  const sayReady = useCallback(async (): Promise<string | null> => {
    try {
      await apiFetch(`/api/events/${eventId}/ack`, unknownBody, { method: 'POST', token, body: {} });
      return null;
    } catch (err) {
      onError(err);
      return errorText(err, translate('crew.ready.failed'));
    }
  }, [eventId, token, onError]);

  // The event's words, clock and default language (docs/decisions/0038-i18n-lingui.md), as they arrive and change.
  const language = event.data?.language;
  useEffect(() => applyEventLanguage(language), [language]);

  const departmentId = session.department.id;
  const taskList = useMemo(
    () =>
      (tasks.data ?? [])
        .filter((t) => t.departmentId === departmentId)
        .map((t) => {
          const completed = pending.get(t.id);
          return completed === undefined ? t : { ...t, completed };
        }),
    [tasks.data, pending, departmentId],
  );

  return {
    eventName: event.data?.name ?? null,
    cueColors: event.data?.cueColors ?? 'spec',
    cues: cues.data,
    tasks: taskList,
    fields: fields.data,
    loadError: cues.error ?? tasks.error ?? event.error,
    talkVersion,
    live,
    status: live.cueStatus ?? saved,
    lostAt,
    serverNow: client.serverNow,
    setTask,
    taskError,
    sayReady,
  };
}
