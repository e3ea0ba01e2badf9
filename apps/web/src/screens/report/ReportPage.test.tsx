import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@showcaller/shared';
import { setToken } from '@/api/token';
import { mockFetch, renderApp } from '@/test/render';
import { requestUrl } from '../event/test/openShow';
import { dismissToasts } from '../event/test/fixtures';

afterEach(dismissToasts);

/** A moment as the page shows it (the browser's zone). */
const clock = (iso: string) => format(new Date(iso), 'HH:mm:ss');

const report: Report = {
  eventId: 7,
  eventName: 'Spring Gala',
  generatedAt: '2025-06-01T21:00:00.000Z',
  cues: [
    {
      cueId: 1,
      number: 1,
      action: 'Doors',
      run: 1,
      runs: 1,
      plannedStart: '19:00:00',
      plannedDuration: 60,
      standbyAt: '2025-06-01T18:59:30.000Z',
      goAt: '2025-06-01T19:00:00.000Z',
      holdAt: null,
      actualDuration: 90,
      overUnder: 30,
      acknowledgements: [
        { departmentId: 10, departmentName: 'Sound', at: '2025-06-01T18:59:40.000Z' },
        { departmentId: 11, departmentName: null, at: '2025-06-01T18:59:45.000Z' },
      ],
      confirmations: [
        { target: 'QLab', outcome: 'fired', fired: true, delayMs: 12, at: '2025-06-01T19:00:00.012Z' },
        { target: 'Eos', outcome: 'no-answer', fired: false, delayMs: null, at: '2025-06-01T19:00:10.000Z' },
        { target: 'Lights', outcome: 'error', fired: false, delayMs: null, at: '2025-06-01T19:00:00.005Z' },
      ],
    },
    {
      cueId: 2,
      number: 2,
      action: 'Welcome speech',
      run: 1,
      runs: 1,
      plannedStart: '19:01:00',
      plannedDuration: 300,
      standbyAt: null,
      goAt: '2025-06-01T19:01:30.000Z',
      holdAt: '2025-06-01T19:03:00.000Z',
      actualDuration: 235,
      overUnder: -65,
      acknowledgements: [],
    },
    {
      cueId: 3,
      number: 3,
      action: 'Band',
      run: 1,
      runs: 1,
      plannedStart: 'TBD',
      plannedDuration: null,
      standbyAt: null,
      goAt: null,
      holdAt: null,
      actualDuration: null,
      overUnder: null,
      acknowledgements: [],
    },
  ],
  showLog: [
    {
      at: '2025-06-01T18:58:00.000Z',
      kind: 'stage-blackout',
      who: 'Owner',
      text: null,
      department: null,
      to: [],
      during: null,
    },
    {
      at: '2025-06-01T19:00:20.000Z',
      kind: 'crew-message',
      who: 'Co-caller',
      text: 'Mic 3 is dead',
      department: null,
      to: ['Sound'],
      during: { cueId: 1, number: 1, run: 1 },
    },
    {
      at: '2025-06-01T19:00:25.000Z',
      kind: 'message-read',
      who: 'Sound',
      text: 'Mic 3 is dead',
      department: 'Sound',
      to: [],
      during: { cueId: 1, number: 1, run: 1 },
    },
    {
      at: '2025-06-01T19:02:00.000Z',
      kind: 'problem',
      who: 'Sound',
      text: 'No power',
      department: 'Sound',
      to: [],
      during: { cueId: 2, number: 2, run: 1 },
    },
  ],
  totals: {
    plannedSeconds: 360,
    actualSeconds: 325,
    overUnderSeconds: -35,
    cuesRun: 2,
    startedAt: '2025-06-01T19:00:00.000Z',
    endedAt: '2025-06-01T19:05:25.000Z',
  },
};

function openReport() {
  setToken('owner-token');
  const fetchMock = mockFetch((method, url) => {
    if (url === '/api/events/7/report') return { body: report };
    return { status: 404, body: { error: `No mock for ${method} ${url}` } };
  });
  const app = renderApp('/report/7');
  return { ...app, fetchMock };
}

describe('/report/:id', () => {
  it('shows every cue with its times, signed over/under in colour and the acknowledgements', async () => {
    openReport();
    const table = await screen.findByRole('table', { name: 'Cues, planned and as run' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    const doors = rows.find((r) => within(r).queryByText('Doors'))!;
    expect(within(doors).getAllByText('19:00:00')).toHaveLength(2); // planned start and GO
    expect(within(doors).getByText('00:01:30')).toBeInTheDocument();
    const over = within(doors).getByText('+00:00:30');
    expect(over).toHaveAttribute('data-tone', 'over');
    expect(over).toHaveClass('text-destructive');
    expect(within(doors).getByText('Sound')).toBeInTheDocument();
    expect(within(doors).getByText('18:59:40')).toBeInTheDocument();
    expect(within(doors).getByText('Deleted department')).toBeInTheDocument();
    const speech = rows.find((r) => within(r).queryByText('Welcome speech'))!;
    const under = within(speech).getByText('-00:01:05');
    expect(under).toHaveAttribute('data-tone', 'under');
    expect(under).toHaveClass('text-success');
    const totals = rows[rows.length - 1]!;
    expect(within(totals).getByText(/Totals \(2 of 3 cues run\)/)).toBeInTheDocument();
    expect(within(totals).getByText('-00:00:35')).toBeInTheDocument();
  });

  it("shows each run's equipment answers, and the show log in time order with who and the cue on screen", async () => {
    openReport();
    const table = await screen.findByRole('table', { name: 'Cues, planned and as run' }, { timeout: 5000 });
    const doors = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Doors'))!;
    const equipment = within(doors).getByRole('list', { name: 'Equipment' });
    expect(
      within(equipment)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['QLab fired +12 ms', 'Eos no answer', 'Lights error']);
    expect(within(equipment).getByText('Eos no answer')).toHaveClass('text-amber-700');
    const log = screen.getByRole('list', { name: 'Show log' });
    const lines = within(log).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      `${clock('2025-06-01T18:58:00.000Z')}Stage display blacked outOwner`,
      `${clock('2025-06-01T19:00:20.000Z')}Message to Sound: “Mic 3 is dead”Co-caller · during cue 1 Doors`,
      `${clock('2025-06-01T19:00:25.000Z')}Sound read the message: “Mic 3 is dead”Sound · during cue 1 Doors`,
      `${clock('2025-06-01T19:02:00.000Z')}Sound raised a problem: “No power”Sound · during cue 2 Welcome speech`,
    ]);
  });

  it('says so when nothing else was logged', async () => {
    setToken('owner-token');
    mockFetch((method, url) =>
      url === '/api/events/7/report'
        ? { body: { ...report, showLog: [] } }
        : { status: 404, body: { error: `No mock for ${method} ${url}` } },
    );
    renderApp('/report/7');
    expect(await screen.findByText(/No messages, blackouts or problem flags/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows each run of a cue run more than once as its own row, in order, and counts the cue once', async () => {
    const [doors, ...rest] = report.cues;
    const rerun = {
      ...doors!,
      run: 2,
      runs: 2,
      goAt: '2025-06-01T19:10:00.000Z',
      actualDuration: 50,
      overUnder: -10,
      acknowledgements: [],
    };
    setToken('owner-token');
    mockFetch((method, url) =>
      url === '/api/events/7/report'
        ? { body: { ...report, cues: [{ ...doors!, runs: 2 }, rerun, ...rest] } }
        : { status: 404, body: { error: `No mock for ${method} ${url}` } },
    );
    renderApp('/report/7');
    const table = await screen.findByRole('table', { name: 'Cues, planned and as run' }, { timeout: 5000 });
    const runs = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryByText('Doors'));
    expect(runs).toHaveLength(2);
    expect(runs[0]).toHaveTextContent('run 1 of 2');
    expect(within(runs[0]!).getByText('+00:00:30')).toBeInTheDocument();
    expect(runs[1]).toHaveTextContent('run 2 of 2');
    expect(within(runs[1]!).getByText('19:10:00')).toBeInTheDocument();
    expect(within(runs[1]!).getByText('-00:00:10')).toBeInTheDocument();
    expect(within(table).getByText(/Totals \(2 of 3 cues run\)/)).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('draws the chart with a title, a description and its data as a table', async () => {
    openReport();
    const chart = await screen.findByRole('img', { name: /Planned and actual duration per cue/ }, { timeout: 5000 });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    await userEvent.click(screen.getByText('Chart data as a table'));
    const data = screen.getByRole('table', { name: 'Planned and actual duration per cue' });
    const speech = within(data).getByRole('rowheader', { name: '#2 Welcome speech' }).closest('tr')!;
    expect(within(speech).getByText('00:05:00')).toBeInTheDocument();
    expect(within(speech).getByText('00:03:55')).toBeInTheDocument();
    expect(within(speech).getByText('-00:01:05')).toBeInTheDocument();
  });

  it('downloads the spreadsheet with the browser time zone', async () => {
    const { fetchMock } = openReport();
    await screen.findByRole('table', { name: 'Cues, planned and as run' }, { timeout: 5000 });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="Spring Gala-As-Run.xlsx"' } })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const url = requestUrl(fetchMock.mock.calls.at(-1)![0]);
    expect(url).toBe(`/api/events/7/report/xlsx?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Spring Gala-As-Run.xlsx');
  });

  it("works for a co-caller with this tab's show caller code session", async () => {
    window.sessionStorage.setItem('callerToken:7', 'caller-token');
    const fetchMock = mockFetch((method, url) => (url === '/api/events/7/report' ? { body: report } : { status: 404, body: {} }));
    renderApp('/report/7');
    await screen.findByRole('table', { name: 'Cues, planned and as run' }, { timeout: 5000 });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer caller-token');
    window.sessionStorage.clear();
  });

  it('sends a visitor without a session to log in', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    const { router } = renderApp('/report/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
