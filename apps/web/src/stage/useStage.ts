/**
 * Everything the stage display shows for one stage session: the stage view (re-read when the
 * server's `refetch` names it), and the live status through the shared RealtimeConnection, which
 * counts down locally from the server clock (no frames while a cue runs, docs/architecture.md).
 * Both are saved as they arrive, so a reload during a drop starts from the last known cue.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CueStatus, StageView } from '@showcaller/shared';
import { lightFrameParsers, parseCueStatus } from '@/realtime/parseFrames';
import { RealtimeConnection, type RealtimeSnapshot } from '@/realtime/RealtimeConnection';
import { parseStageView, readSavedStage, saveStageStatus, saveStageView, type StageSession } from './stageData';
import { getJson, StageRequestError } from './stageFetch';
import { translate } from '@/i18n/crewI18n';
import { applyEventLanguage } from '@/i18n/crewLanguage';

export interface StageState {
  view: StageView | null;
  status: CueStatus | null;
  live: RealtimeSnapshot;
  /** The status shown is the last one saved, not heard from the server since this page opened. */
  fromMemory: boolean;
  /** Local ms of the last thing heard (or saved) about the show. */
  lastUpdateAt: number | null;
  serverNow: () => number;
}

export function useStage(code: string, session: StageSession, onEnded: (reason: string) => void): StageState {
  const { eventId, token } = session;
  const saved = useMemo(() => readSavedStage(code), [code]);
  const [view, setView] = useState<StageView | null>(saved.view);
  const [generation, setGeneration] = useState(0);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  });

  const client = useMemo(
    () =>
      new RealtimeConnection(
        { eventId, token, fetchStatus: (signal) => getJson(`/api/events/${eventId}/cuestatus`, token, signal) },
        lightFrameParsers,
      ),
    [eventId, token],
  );
  const live = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);

  useEffect(() => {
    const abort = new AbortController();
    getJson(`/api/events/${eventId}/stage`, token, abort.signal).then(
      (raw) => {
        const next = parseStageView(raw);
        if (abort.signal.aborted || !next) return;
        setView(next);
        saveStageView(code, next);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        // A network failure keeps what is on screen; only an ended session leaves.
        if (err instanceof StageRequestError && err.status === 401) endedRef.current(err.message || translate('stage.ended'));
      },
    );
    return () => abort.abort();
  }, [code, eventId, token, generation]);

  useEffect(() => {
    const reload = () => setGeneration((g) => g + 1);
    const offs = [
      client.on('refetch', (key) => {
        if (key === 'stage' || key === 'cues' || key === 'event') reload();
      }),
      // Every subscription, the first too, reads the view again: the read at mount can predate it, and a
      // message or blackout set while the socket connected went out as a refetch this page never heard
      // (a display opened a second before "Wrap up" showed nothing until the next change).
      client.on('message', (msg) => {
        if (msg.type === 'subscribed') reload();
      }),
      client.on('status', ({ next }) => saveStageStatus(code, next, Date.now())),
    ];
    client.start();
    const abort = new AbortController();
    getJson(`/api/events/${eventId}/cuestatus`, token, abort.signal).then(
      (raw) => {
        const status = parseCueStatus(raw);
        if (status && !abort.signal.aborted) client.applyStatus(status);
      },
      () => undefined, // the socket and its polling take over
    );
    return () => {
      abort.abort();
      for (const off of offs) off();
      client.stop();
    };
  }, [client, code, eventId, token]);

  // The event's words, clock and default language (docs/decisions/0038-i18n-lingui.md).
  const language = view?.language;
  useEffect(() => applyEventLanguage(language), [language]);

  useEffect(() => {
    if (live.revokedReason !== null) endedRef.current(live.revokedReason);
  }, [live.revokedReason]);

  const fromMemory = live.cueStatus === null && saved.status !== null;
  return {
    view,
    status: live.cueStatus ?? saved.status,
    live,
    fromMemory,
    lastUpdateAt: live.lastUpdateAt ?? saved.savedAt,
    serverNow: client.serverNow,
  };
}
