/**
 * The crew phone in other languages, on Preact as it ships (docs/decisions/0038-i18n-lingui.md):
 * the code page reads the chosen language, the picker switches it at once and keeps it, and the
 * owner's words for the event replace the catalog's.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCrewLocale, setCrewOverrides } from '@/i18n/crewI18n';
import { ReadyPlaceholder } from './CrewParts';
import { CodePage } from './CodePage';

afterEach(async () => {
  window.localStorage.clear();
  setCrewOverrides({});
  await activateCrewLocale('en');
});

describe('the crew phone’s language', () => {
  it('shows the code page in German and switches to Spanish with its picker, kept for next time', async () => {
    await activateCrewLocale('de');
    render(<CodePage initialCode={null} notice={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zugangscode eingeben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beitreten' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduce el código de acceso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.localStorage.getItem('showcaller:crewLanguage')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows the owner’s own words for the language on screen, and the catalog’s again once they are removed', async () => {
    await activateCrewLocale('it');
    render(<ReadyPlaceholder />);
    expect(screen.getByTestId('crew-ready-slot')).toHaveTextContent('Pronto all’attenzione');
    setCrewOverrides({ it: { 'crew.ready.placeholder': 'Pronti al segnale' } });
    await waitFor(() => expect(screen.getByTestId('crew-ready-slot')).toHaveTextContent('Pronti al segnale'));
    setCrewOverrides({});
    await waitFor(() => expect(screen.getByTestId('crew-ready-slot')).toHaveTextContent('Pronto all’attenzione'));
  });
});
