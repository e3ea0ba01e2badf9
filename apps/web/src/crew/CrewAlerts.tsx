/** The alert switches (crewAlerts.ts), the full-screen flash on STANDBY and GO, and the tap that unlocks the chime. */
import { useEffect } from 'react';
import { chime } from './crewChime';
import { useT } from '@/i18n/crewI18n';
import { ALERT_CHANNELS, type AlertChannel, type AlertKind, type AlertSettings } from './crewAlerts';

const LABELS = { sound: 'crew.alerts.sound', vibrate: 'crew.alerts.vibrate', flash: 'crew.alerts.flash' } as const satisfies Record<
  AlertChannel,
  string
>;

export function AlertSettingsControl({ settings, onChange }: { settings: AlertSettings; onChange: (settings: AlertSettings) => void }) {
  const t = useT();
  return (
    <fieldset className="alert-settings">
      <legend>{t('crew.alerts.legend')}</legend>
      {ALERT_CHANNELS.map((c) => (
        <label key={c} className="switch-row">
          <input
            type="checkbox"
            checked={settings[c]}
            onChange={(e) => onChange({ ...settings, [c]: e.currentTarget.checked })}
            data-testid={`crew-alert-${c}`}
          />
          <span>{t(LABELS[c])}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Browsers play sound only after a tap: every tap on the page (the Join tap on the code page counts
 * too) unlocks the chime, and unlocks it again if the phone suspended the audio.
 */
export function useChimeUnlock(): void {
  useEffect(() => {
    const unlock = () => void chime.unlock();
    const events = ['pointerdown', 'keydown', 'touchend'] as const;
    for (const e of events) document.addEventListener(e, unlock, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, unlock, { capture: true });
    };
  }, []);
}

const FLASH_MS = 1500;

/** One flash, not a strobe: the screen turns the status colour for 1.5 s and says the call. */
export function AlertFlash({ alert, onDone }: { alert: { kind: AlertKind; id: number } | null; onDone: () => void }) {
  useEffect(() => {
    if (!alert) return;
    const t = window.setTimeout(onDone, FLASH_MS);
    return () => window.clearTimeout(t);
  }, [alert, onDone]);
  const t = useT();
  if (!alert) return null;
  const word = alert.kind === 'go' ? t('common.go') : t('common.standby');
  // The word fills the width whatever its length in the phone's language (ATTENZIONE is longer than GO).
  const size: Record<string, string> = { '--chars': String(Math.max(word.length, 7)) };
  return (
    <div className={`alert-flash alert-flash-${alert.kind}`} data-testid="crew-flash" aria-hidden="true" style={size}>
      {word}
    </div>
  );
}
