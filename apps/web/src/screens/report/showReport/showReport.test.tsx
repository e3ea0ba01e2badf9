import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SHOW_REPORT_FORM, type ShowEnd, type ShowReport } from '@showcaller/shared';
import { Providers } from '@/app/Providers';
import { createQueryClient } from '@/api/queryClient';
import { setToken } from '@/api/token';
import { requestUrl } from '@/test/doubles';
import { mockFetch, renderApp, sampleUser } from '@/test/render';
import { dismissToasts } from '../../event/test/fixtures';
import { EndShowButton } from '../../event/live/EndShowButton';
import { chooseRun } from './runChoice';

const END_SHOW_QUESTION = 'End the show now?';

afterEach(dismissToasts);

const run = (n: number, mails: ShowEnd['mails'] = []): ShowEnd => ({
  run: n,
  reason: 'caller',
  endedAt: `2025-06-01T2${n}:00:00.000Z`,
  endedBy: 'Owner',
  mails,
});

function reportOf(n: number): ShowReport {
  return {
    eventId: 7,
    eventName: 'Spring Gala',
    run: run(n),
    startedAt: '2025-06-01T19:00:00.000Z',
    cues: [
      {
        cueId: 1,
        number: 1,
        action: `Doors of run ${n}`,
        run: 1,
        runs: 1,
        plannedStart: '19:00:00',
        plannedDuration: 60,
        standbyAt: null,
        goAt: '2025-06-01T19:00:00.000Z',
        holdAt: null,
        actualDuration: 90,
        overUnder: 30,
        acknowledgements: [],
      },
    ],
    holds: [{ cueNumber: 1, at: '2025-06-01T19:00:30.000Z', seconds: 45 }],
    acts: [{ name: 'Whole show', plannedSeconds: 60, actualSeconds: 90, overUnderSeconds: 30 }],
    actsNote: 'The rundown does not group cues into acts.',
    total: { name: 'Total', plannedSeconds: 60, actualSeconds: 90, overUnderSeconds: 30 },
    showLog: [],
    departments: [{ id: 10, name: 'Sound' }],
    form: { ...EMPTY_SHOW_REPORT_FORM, incidents: 'Saved before' },
    formUpdatedAt: null,
  };
}

describe('chooseRun', () => {
  it('takes ?run=N, ?run=all, else the latest run once the runs are known, else the whole log', () => {
    expect(chooseRun('2', undefined, false)).toEqual({ kind: 'run', run: 2 });
    expect(chooseRun('all', [run(1)], true)).toEqual({ kind: 'all' });
    expect(chooseRun(null, undefined, false)).toEqual({ kind: 'loading' });
    expect(chooseRun(null, [run(1), run(3), run(2)], true)).toEqual({ kind: 'run', run: 3 });
    expect(chooseRun(null, [], true)).toEqual({ kind: 'all' });
    expect(chooseRun('0', [], true)).toEqual({ kind: 'all' });
    expect(chooseRun('x', [run(1)], true)).toEqual({ kind: 'run', run: 1 });
  });
});

describe('/event/:id/report', () => {
  function open(path: string, formAnswer: () => { status?: number; body: unknown }) {
    setToken('owner-token');
    const fetchMock = mockFetch((method, url) => {
      if (url === '/api/events/7/show-reports')
        return {
          body: { ended: [run(1), run(2, [{ purpose: 'ended', sentAt: '2025-06-01T22:00:01.000Z', recipients: 2, error: null }])] },
        };
      const m = /^\/api\/events\/7\/show-report\?run=(\d)$/.exec(url);
      if (method === 'GET' && m) return { body: reportOf(Number(m[1])) };
      if (method === 'PUT' && url.startsWith('/api/events/7/show-report/form')) return formAnswer();
      if (url === '/api/events/7/report-recipients') return { body: { addresses: ['sm@example.com'], from: 'event', productionId: null } };
      return { status: 404, body: { error: `No mock for ${method} ${url}` } };
    });
    return { ...renderApp(path), fetchMock };
  }

  it('opens the run the mail links to and switches runs with the picker', async () => {
    const user = userEvent.setup();
    const { router } = open('/event/7/report?run=1', () => ({ body: reportOf(1) }));
    expect(await screen.findByText('Doors of run 1', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Show Report' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Run' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Run 2 · ended/), expect.stringMatching(/^Run 1 · ended/), 'Whole as-run log (every run)']);
    await user.selectOptions(picker, '2');
    expect(await screen.findByText('Doors of run 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?run=2');
    expect(screen.getByText(/At the end/)).toHaveTextContent('sent');
    expect(screen.getByText(/to 2 addresses/)).toBeInTheDocument();
  });

  it('refuses a bad house count in place, and a refused save keeps every value with the server sentence', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open('/event/7/report?run=1', () => ({
      status: 400,
      body: { error: 'Incidents must be at most 4000 characters' },
    }));
    const houseCount = await screen.findByLabelText('House count', undefined, { timeout: 5000 });
    expect(screen.getByLabelText('Incidents')).toHaveValue('Saved before');

    await user.type(houseCount, '-4');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('House count cannot be negative')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(houseCount);
    await user.type(houseCount, '250');
    await user.type(screen.getByLabelText('Sound'), 'Mic 3 swapped');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form was not saved: Incidents must be at most 4000 characters Your entries are still here.',
    );
    expect(houseCount).toHaveValue('250');
    expect(screen.getByLabelText('Sound')).toHaveValue('Mic 3 swapped');
    expect(screen.getByLabelText('Incidents')).toHaveValue('Saved before');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = put?.[1]?.body;
    expect(typeof sent === 'string' ? JSON.parse(sent) : null).toEqual({
      houseCount: 250,
      incidents: 'Saved before',
      notes: '',
      departmentNotes: [{ departmentId: 10, text: 'Mic 3 swapped' }],
    });
  });
});

describe('End show', () => {
  function renderButton() {
    setToken('owner-token');
    const router = createMemoryRouter([{ path: '/event/:id', element: <EndShowButton eventId={7} /> }], { initialEntries: ['/event/7'] });
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
  }

  it('asks first: Keep running sends nothing, End show ends the run and links its report', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((method, url) =>
      method === 'POST' && url === '/api/events/7/show/end'
        ? { body: run(3) }
        : url === '/api/user'
          ? { body: sampleUser }
          : { status: 404, body: { error: 'No mock' } },
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'End show' }));
    expect(screen.getByRole('alertdialog', { name: END_SHOW_QUESTION })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep running' }));
    // Only the app's own read of the account (its language) has gone out; nothing about the show.
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((u) => u !== '/api/user')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End show' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End show' }));
    await waitFor(() => expect(screen.getByTestId('end-show-result')).toHaveTextContent('Run 3 ended.'));
    expect(screen.getByRole('link', { name: 'Open its report' })).toHaveAttribute('href', '/event/7/report?run=3');
  });

  it("shows the server's sentence when there is nothing to end", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 409, body: { error: 'The show has not started yet: there is nothing to end.' } }));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'End show' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End show' }));
    await waitFor(() =>
      expect(screen.getByTestId('end-show-result')).toHaveTextContent('The show has not started yet: there is nothing to end.'),
    );
  });
});
