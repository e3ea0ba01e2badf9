import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateAppLocale } from '@/i18n/appI18n';
import { makeStatus } from '@/realtime/test/FakeWebSocket';
import { announcementText } from '@/voice/announcementWords';
import { ConnectionIndicator, MovedBy } from './LiveReadouts';

describe('the show screen in German', () => {
  afterEach(async () => {
    await activateAppLocale('en');
  });

  it('draws the readouts and speaks the calls in the app’s language', async () => {
    await activateAppLocale('de');
    render(
      <>
        <ConnectionIndicator connection="reconnecting" lastUpdateAt={null} />
        <MovedBy status={makeStatus({ movedBy: 'api' })} />
      </>,
    );
    expect(screen.getByText('Neu verbinden…')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Aktualisierung')).toBeInTheDocument();
    expect(screen.getByTestId('moved-by')).toHaveTextContent('Bewegt durch die Steuer-API');
    expect(announcementText('go', { number: 3, action: 'Licht aus' })).toBe('GO Cue 3: Licht aus');
  });
});
