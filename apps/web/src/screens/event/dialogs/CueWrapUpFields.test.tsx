import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StageView } from '@showcaller/shared';
import { mockFetch } from '@/test/render';
import { EVENT_ID, makeCue } from '../test/fixtures';
import { CueWrapUpFields } from './CueWrapUpFields';

afterEach(() => vi.unstubAllGlobals());

const cue = makeCue(7, 3, { action: 'Keynote' });
const view: StageView = {
  eventId: EVENT_ID,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [{ id: 7, number: 3, action: 'Keynote', duration: 600, warningSeconds: 90, dangerSeconds: null }],
  message: null,
  blackout: false,
  layouts: [],
};

function serve(put: (body: unknown) => { status?: number; body?: unknown }) {
  return mockFetch((method, url, body) => {
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/stage`) return { body: view };
    if (method === 'PUT' && url === '/api/cues/7/wrap-up') return put(body);
    return { status: 404, body: { error: 'not found' } };
  });
}

describe("a cue's own stage colours in the cue dialog", () => {
  it("shows the cue's thresholds beside the event's, and saves what is typed (blank follows the event)", async () => {
    const fetch = serve((body) => ({ body: { cueId: 7, ...(body as object) } }));
    render(<CueWrapUpFields cue={cue} />);
    expect(await screen.findByText('Event: amber at 2:00, red at 0:30. Leave blank to follow the event.')).toBeInTheDocument();
    const amber = screen.getByLabelText('Amber at');
    expect(amber).toHaveValue('1:30');
    expect(screen.getByLabelText('Red at')).toHaveValue('');

    await userEvent.clear(amber);
    await userEvent.type(amber, '45');
    await userEvent.type(screen.getByLabelText('Red at'), '0:10');
    await userEvent.click(screen.getByRole('button', { name: 'Save colours' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = put?.[1]?.body;
    expect(typeof sent === 'string' ? JSON.parse(sent) : sent).toEqual({ warningSeconds: 45, dangerSeconds: 10 });
  });

  it('refuses text that is not a time without asking the server, and shows the server’s refusal', async () => {
    const fetch = serve(() => ({
      status: 400,
      body: { error: 'The red (danger) threshold must not be longer than the amber (warning) one.' },
    }));
    render(<CueWrapUpFields cue={cue} />);
    const amber = await screen.findByDisplayValue('1:30');
    await userEvent.clear(amber);
    await userEvent.type(amber, 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save colours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use m:ss (such as 2:00) or whole seconds');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(amber).toHaveAccessibleDescription(/Use m:ss/);

    await userEvent.clear(amber);
    await userEvent.type(amber, '0:20');
    await userEvent.type(screen.getByLabelText('Red at'), '1:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save colours' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('must not be longer than the amber'));
  });
});
