/**
 * "Enter access code" (docs/product.md#screens, docs/decisions/0004-access-codes.md): one page for department and show caller codes.
 * A department code opens this entry's live view; a show caller code opens the show screen.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { CODE_LENGTH } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { lightAccessResponse } from '@/api/lightSchemas';
import { saveCallerToken } from '@/api/callerSession';
import { codeFromInput, normalizeCode, saveCrewSession } from './crewSession';
import { chime } from './crewChime';
import { crewNavigate } from './router';
import { useTitle } from './useTitle';
import { translate, useT } from '@/i18n/crewI18n';
import { LanguagePicker } from '@/i18n/LanguagePicker';

interface CodePageProps {
  /** A code from the URL: filled in and tried at once. */
  initialCode: string | null;
  /** Why the page is shown (a changed code, an ended session). */
  notice: string | null;
  /** Opens the show screen, another entry of the app (a full page load). */
  openPage?: (path: string) => void;
}

export function CodePage({ initialCode, notice, openPage = (path) => window.location.assign(path) }: CodePageProps) {
  const [code, setCode] = useState(() => (initialCode ? codeFromInput(initialCode) : ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState(false);
  const tried = useRef<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const t = useT();
  useTitle(t('crew.code.title'));

  async function enter(raw: string) {
    const normalized = normalizeCode(raw);
    if (normalized === '') {
      setError(translate('crew.code.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const access = await apiFetch('/api/access', lightAccessResponse, { method: 'POST', body: { code: normalized }, token: null });
      if (access.kind === 'department' && access.department) {
        saveCrewSession(normalized, { token: access.token, eventId: access.eventId, department: access.department });
        crewNavigate(`/department/${normalized}`, { replace: true });
        return;
      }
      if (access.kind === 'stage') {
        // The stage display is its own page (stage.html); it makes its own session from the code.
        setOpening(true);
        openPage(`/stage/${normalized}`);
        return;
      }
      saveCallerToken(access.eventId, access.token);
      setOpening(true);
      openPage(`/event/${access.eventId}`);
    } catch (err) {
      setError(isApiError(err) && err.serverText ? err.serverText : translate('crew.code.checkFailed'));
      setBusy(false);
    }
  }

  // A code in the URL is tried once, straight away (StrictMode mounts effects twice).
  const tryUrlCode = useEffectEvent((urlCode: string) => void enter(urlCode));
  useEffect(() => {
    if (!initialCode || tried.current === initialCode) return;
    tried.current = initialCode;
    tryUrlCode(initialCode);
  }, [initialCode]);

  function submit(e: FormEvent) {
    e.preventDefault();
    // The Join tap is the one browsers need before the crew view may chime (crewChime.ts).
    chime.unlock();
    void enter(code);
  }

  return (
    <main id="main" className="crew-page crew-center">
      <h1>{t('crew.code.title')}</h1>
      <p className="muted">{t('crew.code.intro', { length: CODE_LENGTH })}</p>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="code-form">
        <label htmlFor={inputId}>{t('crew.code.label')}</label>
        <input
          id={inputId}
          className="code-input"
          value={code}
          onChange={(e) => {
            const next = codeFromInput(e.currentTarget.value);
            // The field shows the cleaned code. React puts a controlled value back after each change;
            // Preact, which this page runs on (decision 0019), does not when the state stays the same
            // (a seventh character), so the field is set here for both.
            if (e.currentTarget.value !== next) e.currentTarget.value = next;
            setCode(next);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="muted">
          {t('crew.code.hint')}
        </p>
        {error && (
          <p id={errorId} role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block btn-huge" disabled={busy}>
          {opening ? t('crew.code.opening') : busy ? t('crew.code.checking') : t('crew.code.join')}
        </button>
      </form>
      <LanguagePicker />
    </main>
  );
}
