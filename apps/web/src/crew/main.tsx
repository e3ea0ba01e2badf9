/**
 * The crew entry point (crew.html): code pages and the department live view, kept small for phones
 * on venue Wi-Fi: React and plain fetch, no router, query or UI libraries.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateCrewLocale } from '@/i18n/crewI18n';
import { startLocale, takeLanguageFromAddress } from '@/i18n/crewLanguage';
import { CrewApp } from './CrewApp';
import { keepPageOffline } from './offlineShell';
import './crew.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in crew.html');

keepPageOffline('/department');

// The page's language first (docs/decisions/0038-i18n-lingui.md): its catalog is one small chunk; English if it cannot load.
takeLanguageFromAddress(window.location.search);
const root = container;
void activateCrewLocale(startLocale())
  .catch(() => activateCrewLocale('en'))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <CrewApp />
      </StrictMode>,
    ),
  );
