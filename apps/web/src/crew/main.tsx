/**
 * The crew entry point (crew.html): code pages and the department live view, kept small for phones
 * on venue Wi-Fi: React and plain fetch, no router, query or UI libraries.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CrewApp } from './CrewApp';
import { keepPageOffline } from './offlineShell';
import './crew.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in crew.html');

keepPageOffline('/department');

createRoot(container).render(
  <StrictMode>
    <CrewApp />
  </StrictMode>,
);
