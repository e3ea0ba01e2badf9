/* global window, document */
// Runs before first paint (blocking, same-origin script: CSP forbids inline scripts).
// Mirrors src/lib/theme.ts: localStorage 'theme' = 'light' | 'dark' | 'system' (default).
(function () {
  var stored;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var systemDark = !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = stored === 'dark' || (stored !== 'light' && systemDark);
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
