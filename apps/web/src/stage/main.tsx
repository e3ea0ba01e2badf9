/**
 * The stage entry point (stage.html, docs/decisions/0017-stage-display-and-crew-talk.md): the stage display alone, React and plain fetch,
 * sharing the crew page's chunks and counted in its budget (scripts/crew-bundle-size.mjs).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateCrewLocale } from '@/i18n/crewI18n';
import { startLocale, takeLanguageFromAddress } from '@/i18n/crewLanguage';
import { keepPageOffline } from '@/crew/offlineShell';
import { StageApp } from './StageApp';
import './stageScreen.css';
import './stage.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in stage.html');

keepPageOffline('/stage/');

// The page's language first (docs/decisions/0038-i18n-lingui.md): its catalog is one small chunk; English if it cannot load.
takeLanguageFromAddress(window.location.search);
const root = container;
void activateCrewLocale(startLocale())
  .catch(() => activateCrewLocale('en'))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <StageApp />
      </StrictMode>,
    ),
  );
