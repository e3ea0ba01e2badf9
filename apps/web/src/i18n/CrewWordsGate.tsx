/**
 * For the main app's screens that draw a crew or stage component (the stage layout preview): its
 * words load first (docs/decisions/0038-i18n-lingui.md). In this device's language for now; the
 * account's once the main app has its own catalog.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { activateCrewLocale, crewI18n } from './crewI18n';
import { startLocale } from './crewLanguage';

export function CrewWordsGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => Boolean(crewI18n.locale));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void activateCrewLocale(startLocale())
      .catch(() => activateCrewLocale('en'))
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
