/**
 * The lobby entry point (lobby.html, docs/decisions/0035-stage-layouts-and-lobby.md): the public
 * agenda alone, plain fetch and no zod, built with the crew and stage pages on Preact's React layer
 * and held to their budget (scripts/crew-bundle-size.mjs).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateCrewLocale } from '@/i18n/crewI18n';
import { startLocale, takeLanguageFromAddress } from '@/i18n/crewLanguage';
import { LobbyApp } from './LobbyApp';
import './lobby.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in lobby.html');

// The page's language first (docs/decisions/0038-i18n-lingui.md): its catalog is one small chunk; English if it cannot load.
takeLanguageFromAddress(window.location.search);
const root = container;
void activateCrewLocale(startLocale())
  .catch(() => activateCrewLocale('en'))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <LobbyApp />
      </StrictMode>,
    ),
  );
