/** Theme preference (localStorage `theme`), shared by the provider; public/theme-init.js mirrors it. */
import { safeStorage } from './storage';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#07090d' };

function isPreference(value: string | null): value is ThemePreference {
  return value !== null && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function readThemePreference(): ThemePreference {
  const stored = safeStorage.get(THEME_STORAGE_KEY);
  return isPreference(stored) ? stored : 'system';
}

export function saveThemePreference(preference: ThemePreference): void {
  safeStorage.set(THEME_STORAGE_KEY, preference);
}

function darkMediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function systemTheme(): ResolvedTheme {
  return darkMediaQuery()?.matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  switch (preference) {
    case 'light':
    case 'dark':
      return preference;
    case 'system':
      return systemTheme();
    default:
      return preference satisfies never;
  }
}

/** Puts the theme on <html> (class, color-scheme) and on the browser chrome (theme-color). */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}

/** Calls back when the operating system switches between light and dark. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = darkMediaQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
