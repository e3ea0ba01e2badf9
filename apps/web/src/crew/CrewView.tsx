/**
 * /department/{code}: the crew's live view, for a phone in a dark room (docs/product.md#screens). The current cue
 * huge with its status and countdown, Ready on standby, this department's tasks to tick, the cue's
 * notes, the next cue, the connection state and spoken announcements. The screen is kept awake.
 */
import { useCallback, useState } from 'react';
import { currentAndNextCue, type Cue } from '@showcaller/shared';
import { AlertFlash, AlertSettingsControl, useChimeUnlock } from './CrewAlerts';
import { alertFor, planAlert, readAlertSettings, saveAlertSettings, soundAndVibrate, type AlertKind } from './crewAlerts';
import type { RealtimeEvents } from '@/realtime/RealtimeConnection';
import { voiceSettingsStore } from '@/voice/useVoiceSettings';
import { ConnectionStatus, CueNotes, NextCue, ReadyButton, ReadyPlaceholder, SoundControl, TaskList } from './CrewParts';
import { clearCrewSession, type CrewSession } from './crewSession';
import { crewAnnouncement, speakForCrew } from './crewVoice';
import { CrewMessages, ProblemControl } from './CrewTalk';
import { CurrentCue } from './CurrentCue';
import { CrewFields, cueFieldLines } from './CrewFields';
import { forgetOfflineCopy } from './offlineShell';
import { crewNavigate } from './router';
import { useCrewShow } from './useCrewShow';
import { useCrewTalk } from './useCrewTalk';
import { useTitle } from './useTitle';
import { useWakeLock } from './useWakeLock';
import { useCueColorsAttribute } from '@/lib/cueColors';
import { translate, useT } from '@/i18n/crewI18n';
import { LanguagePicker } from '@/i18n/LanguagePicker';

/** A new standby (another cue, or the same one armed again) asks for Ready afresh. */
function isNewStandby({ prev, next }: RealtimeEvents['status']): boolean {
  if (next.status !== 'standby') return false;
  return prev === null || prev.status !== 'standby' || prev.currentCueId !== next.currentCueId || next.display === 'refresh';
}

export function CrewView({ code, session }: { code: string; session: CrewSession }) {
  const [soundOn, setSoundOn] = useState(false);
  const [standbyKey, setStandbyKey] = useState(0);
  const [alerts, setAlerts] = useState(readAlertSettings);
  const [flash, setFlash] = useState<{ kind: AlertKind; id: number } | null>(null);
  const endFlash = useCallback(() => setFlash(null), []);
  useWakeLock();
  useChimeUnlock();
  const t = useT();

  const onEnded = useCallback(
    (reason: string) => {
      clearCrewSession(code);
      forgetOfflineCopy(session.token);
      crewNavigate('/department-login/access', { replace: true, notice: reason });
    },
    [code, session.token],
  );

  const onStatus = (change: RealtimeEvents['status'], cues: readonly Cue[] | null) => {
    if (isNewStandby(change)) setStandbyKey(change.next.version);
    // The first status heard on opening is not a call: only changes while watching alert.
    const alert = change.prev === null ? null : alertFor(change.prev, change.next);
    if (alert) {
      const plan = planAlert(alert, alerts);
      soundAndVibrate(plan);
      if (plan.flash) setFlash({ kind: plan.flash, id: change.next.version });
    }
    if (!soundOn) return;
    const cue = cues?.find((c) => c.id === change.next.currentCueId) ?? null;
    const a = crewAnnouncement(change.prev, change.next, cue, voiceSettingsStore.get().autoSpeak, translate);
    if (a) speakForCrew(a.text);
  };

  const show = useCrewShow({ session, onEnded, onStatus });
  useCueColorsAttribute(show.cueColors);
  const status = show.status;
  const talk = useCrewTalk(session.eventId, session.token, show.talkVersion);
  const { current, index } = currentAndNextCue(show.cues ?? [], status?.currentCueId);
  // The next three cues, not only the next one (docs/decisions/0017-stage-display-and-crew-talk.md).
  const upcoming = index < 0 ? [] : (show.cues ?? []).slice(index + 1, index + 4);
  const tasks = current ? show.tasks.filter((t) => t.cueId === current.id) : [];
  useTitle(show.eventName ? `${session.department.name} · ${show.eventName}` : session.department.name);

  return (
    <>
      <header className="crew-page crew-header">
        <div>
          <h1>{session.department.name}</h1>
          <p className="muted">{show.eventName ?? t('crew.loading')}</p>
        </div>
        <ConnectionStatus connection={show.live.connection} lastUpdateAt={show.live.lastUpdateAt} />
      </header>
      <main id="main" className="crew-page">
        <SoundControl on={soundOn} onChange={setSoundOn} />
        <AlertFlash alert={flash} onDone={endFlash} />
        {show.loadError && (
          <p role="alert" className="error">
            {show.loadError}
          </p>
        )}
        {show.cues === null ? (
          <p role="status" className="muted">
            {t('crew.loading')}
          </p>
        ) : (
          <>
            <CurrentCue
              cue={current}
              status={status}
              serverNow={show.serverNow}
              link={{ connection: show.live.connection, lastUpdateAt: show.live.lastUpdateAt, lostAt: show.lostAt }}
            />
            {/*
              Ready and Problem never move under the thumb (docs/decisions/0023-crew-phones-lost-fixed-and-found.md): Ready's room is kept outside
              STANDBY (a placeholder that is no button), so at GO nothing slides into its place, and
              the caller's messages come below them, never above the card.
            */}
            <div className="crew-actions" data-testid="crew-actions">
              {current && status?.status === 'standby' ? (
                <ReadyButton key={`${current.id}:${standbyKey}`} onReady={show.sayReady} />
              ) : (
                <ReadyPlaceholder />
              )}
              <ProblemControl problem={talk.problem} onRaise={talk.raise} />
            </div>
            {talk.error && (
              <p role="alert" className="error">
                {talk.error}
              </p>
            )}
            <CrewMessages messages={talk.messages} onAcknowledge={talk.acknowledge} soundOn={soundOn} alerts={alerts} />
            <TaskList cue={current} tasks={tasks} onToggle={show.setTask} error={show.taskError} />
            <CrewFields fields={show.fields} cue={current} />
            <CueNotes notes={current?.notes ?? null} />
            <NextCue
              cues={upcoming}
              tasks={show.tasks}
              details={(cue) =>
                cueFieldLines(show.fields, cue.id)
                  .map((l) => `${l.name}: ${l.text}`)
                  .join(' · ')
              }
            />
          </>
        )}
        {/* A setting, changed once per show: below the cue, so it never pushes the live card down. */}
        <AlertSettingsControl
          settings={alerts}
          onChange={(next) => {
            saveAlertSettings(next);
            setAlerts(next);
          }}
        />
        <LanguagePicker />
      </main>
    </>
  );
}
