/**
 * /department/{code}: the crew's live view, for a phone in a dark room (spec 2 §2). The current cue
 * huge with its status and countdown, Ready on standby, this department's tasks to tick, the cue's
 * notes, the next cue, the connection state and spoken announcements. The screen is kept awake.
 */
import { useCallback, useState } from 'react';
import type { Cue, CueStatus } from '@showcaller/shared';
import type { RealtimeEvents } from '@/realtime/RealtimeConnection';
import { voiceSettingsStore } from '@/voice/useVoiceSettings';
import { ConnectionStatus, CueNotes, NextCue, ReadyButton, SoundControl, TaskList } from './CrewParts';
import { clearCrewSession, type CrewSession } from './crewSession';
import { crewAnnouncement, speakForCrew } from './crewVoice';
import { CurrentCue } from './CurrentCue';
import { crewNavigate } from './router';
import { useCrewShow } from './useCrewShow';
import { useTitle } from './useTitle';
import { useWakeLock } from './useWakeLock';

/** The status's cue, otherwise the first (spec 2 §4), and the one after it. */
export function currentAndNext(cues: readonly Cue[], status: CueStatus | null): { current: Cue | null; next: Cue | null } {
  const found = status ? cues.findIndex((c) => c.id === status.currentCueId) : -1;
  const index = found >= 0 ? found : 0;
  return { current: cues[index] ?? null, next: cues[index + 1] ?? null };
}

/** A new standby (another cue, or the same one armed again) asks for Ready afresh. */
function isNewStandby({ prev, next }: RealtimeEvents['status']): boolean {
  if (next.status !== 'standby') return false;
  return prev === null || prev.status !== 'standby' || prev.currentCueId !== next.currentCueId || next.display === 'refresh';
}

export function CrewView({ code, session }: { code: string; session: CrewSession }) {
  const [soundOn, setSoundOn] = useState(false);
  const [standbyKey, setStandbyKey] = useState(0);
  useWakeLock();

  const onEnded = useCallback(
    (reason: string) => {
      clearCrewSession(code);
      crewNavigate('/department-login/access', { replace: true, notice: reason });
    },
    [code],
  );

  const onStatus = (change: RealtimeEvents['status'], cues: readonly Cue[] | null) => {
    if (isNewStandby(change)) setStandbyKey(change.next.version);
    if (!soundOn) return;
    const cue = cues?.find((c) => c.id === change.next.currentCueId) ?? null;
    const a = crewAnnouncement(change.prev, change.next, cue, voiceSettingsStore.get().autoSpeak);
    if (a) speakForCrew(a.text);
  };

  const show = useCrewShow({ session, onEnded, onStatus });
  const status = show.live.cueStatus;
  const { current, next } = currentAndNext(show.cues ?? [], status);
  const tasks = current ? show.tasks.filter((t) => t.cueId === current.id) : [];
  useTitle(show.eventName ? `${session.department.name} · ${show.eventName}` : session.department.name);

  return (
    <>
      <header className="crew-page crew-header">
        <div>
          <h1>{session.department.name}</h1>
          <p className="muted">{show.eventName ?? 'Loading the show…'}</p>
        </div>
        <ConnectionStatus connection={show.live.connection} lastUpdateAt={show.live.lastUpdateAt} />
      </header>
      <main id="main" className="crew-page">
        <SoundControl on={soundOn} onChange={setSoundOn} />
        {show.loadError && (
          <p role="alert" className="error">
            {show.loadError}
          </p>
        )}
        {show.cues === null ? (
          <p role="status" className="muted">
            Loading the show…
          </p>
        ) : (
          <>
            <CurrentCue cue={current} status={status} serverNow={show.serverNow} />
            {current && status?.status === 'standby' && <ReadyButton key={`${current.id}:${standbyKey}`} onReady={show.sayReady} />}
            <TaskList cue={current} tasks={tasks} onToggle={show.setTask} error={show.taskError} />
            <CueNotes notes={current?.notes ?? null} />
            <NextCue cue={next} />
          </>
        )}
      </main>
    </>
  );
}
