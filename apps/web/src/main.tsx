import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, readThemePreference, resolveTheme } from '@/lib/theme';
import { App } from '@/app/App';
import { preloadAppLocale } from '@/i18n/appI18n';
import { appStartLocale, takeAppLanguageFromAddress } from '@/i18n/appLanguage';
import './index.css';

// public/theme-init.js already did this before first paint; repeat in case it was blocked or cached stale.
applyTheme(resolveTheme(readThemePreference()));
takeAppLanguageFromAddress(window.location.search);
// The words start loading with the app's scripts, not after its first (empty) render.
void preloadAppLocale(appStartLocale()).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
