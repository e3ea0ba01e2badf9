/**
 * /stage/{code}: makes a stage session from the code in the address (kept in this browser, so a
 * reload goes straight back to the show), then shows the stage display. A code that is wrong or
 * changed says so in words; a network failure keeps trying.
 */
import { useCallback, useEffect, useState } from 'react';
import { crewLocale, translate, useT } from '@/i18n/crewI18n';
import { LanguagePicker } from '@/i18n/LanguagePicker';
import { useWakeLock } from '@/crew/useWakeLock';
import { forgetOfflineCopy } from '@/crew/offlineShell';
import { forgetStage, readStageSession, saveStageSession, stageCodeFromPath, type StageSession } from './stageData';
import { enterStageCode, StageRequestError } from './stageFetch';
import { chooseLayout, layoutAsked, useLogo } from './stageLayout';
import { StageScreen } from './StageScreen';
import { useStage } from './useStage';

const RETRY_MS = 5000;

function Live({ code, session, onEnded }: { code: string; session: StageSession; onEnded: (reason: string) => void }) {
  const s = useStage(code, session, onEnded);
  useWakeLock();
  // ?layout=<name or id> (docs/decisions/0035-stage-layouts-and-lobby.md): read again with every stage view.
  useT(); // the note below is in the page's language, drawn again when it changes
  const { layout, note } = chooseLayout(s.view?.layouts ?? [], layoutAsked(window.location.search));
  const logo = useLogo(layout?.logoUrl ?? null, session.token);
  return (
    <>
      <StageScreen
        layout={layout?.config ?? null}
        logoSrc={logo}
        note={note}
        view={s.view}
        status={s.status}
        connection={s.live.connection}
        fromMemory={s.fromMemory}
        lastUpdateAt={s.lastUpdateAt}
        serverNow={s.serverNow}
        auxTimers={s.live.auxTimers}
      />
      {/* This screen's own language and clock: shown while a pointer or the keyboard is on it, hidden from the audience side otherwise. */}
      <LanguagePicker className="language-picker stage-lang" />
    </>
  );
}

function Notice({ text }: { text: string }) {
  const t = useT();
  return (
    <main className="stage-notice">
      <h1>{t('stage.title')}</h1>
      <p role="status">{text}</p>
      <LanguagePicker className="language-picker stage-notice-picker" />
    </main>
  );
}

export function StageApp() {
  const code = stageCodeFromPath(window.location.pathname);
  const [session, setSession] = useState<StageSession | null>(() => (code ? readStageSession(code) : null));
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const t = useT();
  const lang = crewLocale();

  useEffect(() => {
    document.title = t('stage.docTitle');
  }, [t, lang]);

  useEffect(() => {
    if (!code || session || problem) return;
    let stopped = false;
    let timer = 0;
    const enter = () => {
      enterStageCode(code).then(
        (access) => {
          if (stopped) return;
          if (!access) return setProblem(translate('stage.notStage'));
          const next = { token: access.token, eventId: access.eventId };
          saveStageSession(code, next);
          setSession(next);
        },
        (err: unknown) => {
          if (stopped) return;
          // A wrong or retired code is final; no answer, too many guesses or a server fault retries.
          if (err instanceof StageRequestError && err.status > 0 && err.status !== 429 && err.status < 500) return setProblem(err.message);
          setWaiting(true);
          timer = window.setTimeout(enter, RETRY_MS);
        },
      );
    };
    enter();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [code, session, problem]);

  const ended = useCallback(
    (reason: string) => {
      if (code) forgetStage(code);
      if (session) forgetOfflineCopy(session.token);
      setSession(null);
      setProblem(reason);
    },
    [code, session],
  );

  if (!code) return <Notice text={t('stage.noCode')} />;
  if (problem) return <Notice text={problem} />;
  if (!session) return <Notice text={waiting ? t('common.tryingServer') : t('stage.opening')} />;
  return <Live code={code} session={session} onEnded={ended} />;
}
