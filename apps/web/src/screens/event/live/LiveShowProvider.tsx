/**
 * The live show state of /event/{id}: one realtime connection, the current cue, the commands, voice
 * announcements of status changes seen from the server (whoever pressed the button), the over-time
 * notice, and the pulses. Provides LiveShowContext (panel, keyboard) and LiveRundownContext (rows).
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { currentAndNextCue, REFRESHED_HIGHLIGHT_MS, type Cue, type CueStatus } from '@showcaller/shared';
import { useRundownToken } from '@/api/rundown';
import { useAuthToken } from '@/api/token';
import { notifyError } from '@/lib/notify';
import { cueTiming, overtimeAtMs } from '@/realtime/liveStatus';
import { useEventRealtime } from '@/realtime/useEventRealtime';
import { announcement, autoAnnouncement, callAnnouncement } from '@/voice/announcements';
import { speakAnnouncement } from '@/voice/speakAnnouncement';
import { showCallerVoiceStore, voiceSettingsStore } from '@/voice/useVoiceSettings';
import { createLiveRundownStore, LiveRundownContext, secondsAfterCurrent, type LiveRundownValue } from '../rundown/liveRundown';
import { LiveShowContext, type LiveShowValue } from './liveShowContext';
import { useCueCommands } from './useCueCommands';
import { showHasStarted } from './ShowProjection';
import { PresenceProvider } from './presence';
import { appT } from '@/i18n/appI18n';

export function timesUpText(cueNumber: number): string {
  return appT('show.timesUp.text', { number: cueNumber });
}

/** The status's cue, otherwise the first cue: the one rule in packages/shared (showRules.ts). */
export function findCurrent(cues: readonly Cue[], status: CueStatus | null): { cue: Cue | null; index: number } {
  const { current, index } = currentAndNextCue(cues, status?.currentCueId);
  return { cue: current, index };
}

interface LiveShowProviderProps {
  eventId: number;
  cues: readonly Cue[];
  /** The cue list has been read (an empty list before that is not "no cues"). Default true. */
  cuesLoaded?: boolean;
  children: ReactNode;
}

export function LiveShowProvider({ eventId, cues, cuesLoaded = true, children }: LiveShowProviderProps) {
  const accountToken = useAuthToken();
  const overrideToken = useRundownToken();
  const [pulse, setPulse] = useState<{ cueId: number; version: number } | null>(null);
  const [overtimeKey, setOvertimeKey] = useState<string | null>(null);
  // Over-time notices already shown, per cue run ("cueId:runningSince"): once per cue.
  const notified = useRef(new Set<string>());

  const onStatus = (change: { prev: CueStatus | null; next: CueStatus }) => {
    const { prev, next } = change;
    if (prev && next.display === 'refresh' && next.currentCueId !== null) setPulse({ cueId: next.currentCueId, version: next.version });
    const voice = showCallerVoiceStore.get();
    if (!voice.enabled || !voice.autoAnnounce) return;
    const cue = cues.find((c) => c.id === next.currentCueId) ?? null;
    const a = autoAnnouncement(prev, next, cue, voiceSettingsStore.get().autoSpeak);
    if (a) speakAnnouncement(a);
  };

  const realtime = useEventRealtime(eventId, overrideToken ?? accountToken, {
    onStatus,
    onOvertime: ({ cueId, cueNumber }) => timesUp(cueId, cueNumber),
  });
  const { cueStatus, serverNow, client, connection } = realtime;
  // Until both the cues and the server's status are in, nothing is current: the first-cue fallback
  // would show cue #1 'Ready' for a moment on a reload mid-show (docs/product.md#during-a-show). The server sends the
  // status right after subscribing, and the HTTP poll does while the socket is down.
  const statusKnown = cuesLoaded && cueStatus !== null;
  const { cue: currentCue, index: currentIndex } = statusKnown ? findCurrent(cues, cueStatus) : { cue: null, index: -1 };

  function timesUp(cueId: number, cueNumber: number): void {
    const status = client.getSnapshot().cueStatus;
    const run = `${cueId}:${status?.currentCueId === cueId ? String(status.runningSince) : ''}`;
    if (notified.current.has(run)) return;
    notified.current.add(run);
    notifyError(appT('show.timesUp.title'), timesUpText(cueNumber));
    const voice = showCallerVoiceStore.get();
    if (voice.enabled && voice.announceOvertime) speakAnnouncement(announcement('overtime', { number: cueNumber, action: '' }));
  }

  // The running cue reaches its duration: pulse the row (and, with the socket down, tell the caller here).
  const overAt = overtimeAtMs(cueStatus, currentCue?.duration);
  const runKey = cueStatus && overAt !== null ? `${cueStatus.version}:${overAt}` : null;
  const onOvertimeReached = useEffectEvent((key: string) => {
    setOvertimeKey(key);
    if (connection !== 'live' && currentCue) timesUp(currentCue.id, currentCue.number);
  });
  useEffect(() => {
    if (runKey === null || overAt === null) return;
    const timer = window.setTimeout(() => onOvertimeReached(runKey), Math.max(0, overAt - serverNow()));
    return () => window.clearTimeout(timer);
  }, [runKey, overAt, serverNow]);
  const overtime = runKey !== null && overtimeKey === runKey;

  useEffect(() => {
    if (!pulse) return;
    const timer = window.setTimeout(() => setPulse(null), REFRESHED_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [pulse]);

  // The commands read the status on screen and the cues when asked (the live jump guard, docs/decisions/0020-rewind-guard-and-undo.md).
  const onScreen = useCallback(() => ({ status: client.getSnapshot().cueStatus, cues }), [client, cues]);
  const commands = useCueCommands(eventId, client.applyStatus, onScreen, client.command);
  const { run, setCurrent } = commands;
  const currentNumber = currentCue?.number ?? null;
  const call = useCallback(() => {
    if (currentCue) speakAnnouncement(callAnnouncement(cueStatus?.status ?? 'idle', currentCue));
  }, [currentCue, cueStatus?.status]);

  const between = useMemo(() => secondsAfterCurrent(cues, currentIndex), [cues, currentIndex]);
  const rundownValue = useMemo<LiveRundownValue>(
    () => ({
      currentCueId: currentCue?.id ?? null,
      currentNumber,
      currentIndex,
      status: cueStatus?.status ?? null,
      overtime,
      pulseCueId: pulse?.cueId ?? null,
      refreshPast: (cue) => void run('refresh', cue.id),
      setCurrent: (cue) => void setCurrent(cue, currentNumber),
      projectedStartMs: (index, localNowMs) => {
        const gap = between[index];
        // No late/early before the show starts (docs/product.md#during-a-show): preparing is not running late.
        if (gap === undefined || gap === null || !cueStatus || !showHasStarted(cueStatus) || !currentCue) return null;
        const offset = serverNow() - Date.now();
        const serverAt = localNowMs + offset;
        // A running cue ends at a fixed instant (not "now + whole seconds left", which jitters by a
        // second as the clock ticks); once over time, the next cue can start no earlier than now.
        const runsOutAt = overtimeAtMs(cueStatus, currentCue.duration);
        const endsAt =
          runsOutAt !== null
            ? Math.max(serverAt, runsOutAt)
            : serverAt + cueTiming(cueStatus, currentCue.duration, serverAt).remaining * 1000;
        return endsAt - offset + gap * 1000;
      },
    }),
    [currentCue, currentNumber, currentIndex, cueStatus, overtime, pulse, run, setCurrent, between, serverNow],
  );

  // Rows read the live value from a store (liveRundown.ts); it changes before the frame is painted.
  const [rundownStore] = useState(() => createLiveRundownStore(rundownValue));
  useLayoutEffect(() => rundownStore.set(rundownValue), [rundownStore, rundownValue]);

  const value = useMemo<LiveShowValue>(
    () => ({ ...realtime, eventId, statusKnown, currentCue, currentIndex, overtime, commands, call, hasCues: cues.length > 0 }),
    [realtime, eventId, statusKnown, currentCue, currentIndex, overtime, commands, call, cues.length],
  );

  return (
    <LiveShowContext.Provider value={value}>
      <LiveRundownContext.Provider value={rundownStore}>
        <PresenceProvider client={client}>{children}</PresenceProvider>
      </LiveRundownContext.Provider>
    </LiveShowContext.Provider>
  );
}
