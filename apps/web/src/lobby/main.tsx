/**
 * The lobby entry point (lobby.html, docs/decisions/0035-stage-layouts-and-lobby.md): the public
 * agenda alone, plain fetch and no zod, built with the crew and stage pages on Preact's React layer
 * and held to their budget (scripts/crew-bundle-size.mjs).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LobbyApp } from './LobbyApp';
import './lobby.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in lobby.html');

createRoot(container).render(
  <StrictMode>
    <LobbyApp />
  </StrictMode>,
);
