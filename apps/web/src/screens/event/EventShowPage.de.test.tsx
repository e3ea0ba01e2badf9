/** The event screen speaks the account's language (docs/decisions/0040-i18n-app-and-server.md): German words, German column heads. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateAppLocale } from '@/i18n/appI18n';
import { takeAppLanguageFromAddress } from '@/i18n/appLanguage';
import { renderApp } from '@/test/render';
import { dismissToasts, EVENT_ID, logIn, makeCue, makeDepartment, mockRundown, stubLayout } from './test/fixtures';

// The account (sampleUser) has no language of its own: this browser's choice, as `?lang=de` keeps it, wins.
beforeEach(async () => {
  stubLayout();
  takeAppLanguageFromAddress('?lang=de');
  await activateAppLocale('de');
});
afterEach(async () => {
  dismissToasts();
  localStorage.clear();
  await activateAppLocale('en');
});

describe('the event screen in German', () => {
  // The German words are compiled on first use: slow on a busy machine, hence the longer waits.
  it('shows its tabs, toolbar and rundown headers in German', async () => {
    logIn();
    mockRundown({ cues: [makeCue(1, 1, { action: 'Einlass' })], departments: [makeDepartment(10, 'Ton')] });
    renderApp(`/event/${EVENT_ID}`);
    const table = await screen.findByRole('table', { name: 'Ablauf' }, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: /Ablauf/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Aktion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ablauf bearbeiten' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^ZEIT/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^NOTIZEN/ })).toBeInTheDocument();
  }, 30_000);
});
