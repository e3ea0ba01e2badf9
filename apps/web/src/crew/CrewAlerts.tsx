/** The silent-alerts switch and the full-screen flash it shows on STANDBY and GO (crewAlerts.ts). */
import { useEffect } from 'react';
import type { AlertKind } from './crewAlerts';

export function SilentAlertsControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="switch-row">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.currentTarget.checked)} data-testid="crew-silent-alerts" />
      <span>Vibrate and flash on Standby and GO</span>
    </label>
  );
}

const FLASH_MS = 1500;

/** One flash, not a strobe: the screen turns the status colour for 1.5 s and says the call. */
export function AlertFlash({ alert, onDone }: { alert: { kind: AlertKind; id: number } | null; onDone: () => void }) {
  useEffect(() => {
    if (!alert) return;
    const t = window.setTimeout(onDone, FLASH_MS);
    return () => window.clearTimeout(t);
  }, [alert, onDone]);
  if (!alert) return null;
  return (
    <div className={`alert-flash alert-flash-${alert.kind}`} data-testid="crew-flash" aria-hidden="true">
      {alert.kind === 'go' ? 'GO' : 'STANDBY'}
    </div>
  );
}
