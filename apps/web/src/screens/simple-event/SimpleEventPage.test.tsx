import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Annotation } from '@showcaller/shared';
import { renderApp, sampleUser } from '@/test/render';
import { dismissToasts, EVENT_ID, logIn, makeCue, makeDepartment, makeTask, mockRundown, type RundownData } from '../event/test/fixtures';
import { requestUrl } from '../event/test/openShow';
import { callerTokenKey } from '@/api/callerSession';

afterEach(() => {
  dismissToasts();
  window.sessionStorage.clear();
});

const data: RundownData = {
  cues: [makeCue(1, 1, { duration: 90, notes: 'Doors open' }), makeCue(2, 2, { duration: null, action: 'Welcome' })],
  departments: [makeDepartment(10, 'Sound'), makeDepartment(11, 'Light')],
  tasks: [makeTask(1, 1, 11), makeTask(2, 1, 10), makeTask(3, 1, 10)],
};

const NOTES_URL = `/api/events/${EVENT_ID}/annotations`;

function note(id: number, userId: number, content: string, createdAt: string): Annotation {
  return { id, eventId: EVENT_ID, content, targetType: null, targetId: null, userId, createdAt, updatedAt: createdAt };
}
const notes = [
  note(1, sampleUser.id, 'Mine: mic check', '2025-06-01T17:00:00.000Z'),
  note(2, 7, 'Theirs: doors', '2025-06-01T17:30:00.000Z'),
];

async function openNotesTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }, { timeout: 5000 }));
  const panel = await screen.findByRole('tabpanel', { name: 'Notes' });
  const list = await within(panel).findByRole('list', { name: 'Notes, newest first' });
  return {
    panel,
    labels: within(list)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  };
}

function authHeader(fetchMock: ReturnType<typeof mockRundown>, url: string): string | undefined {
  const call = fetchMock.mock.calls.find(([input]) => requestUrl(input) === url);
  return (call?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
}

describe('/simple-event/:id', () => {
  it("loads with the owner's session: name, clock and the simple table", async () => {
    logIn();
    const fetchMock = mockRundown(data);
    renderApp(`/simple-event/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Gala' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current time \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Simple rundown' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Time', 'Action', 'Dept', 'Duration', 'Notes', 'Edit']);
    expect(within(rows[1]!).getByText('Sound, Light')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('None')).toBeInTheDocument();
    expect(authHeader(fetchMock, `/api/events/${EVENT_ID}/cues`)).toBe('Bearer owner-token');
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Action' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Department' })).toBeInTheDocument();
  });

  it('Notes tab: the event\'s notes, yours as "You" with the add form, with the owner\'s session', async () => {
    logIn();
    const fetchMock = mockRundown(data, (method, url) => {
      if (method === 'GET' && url === '/api/user') return { body: sampleUser };
      if (method === 'GET' && url === NOTES_URL) return { body: notes };
      return undefined;
    });
    renderApp(`/simple-event/${EVENT_ID}`);
    const { panel, labels } = await openNotesTab();
    expect(labels).toEqual(['Note by User ID 7', 'Note by You']);
    expect(within(panel).getByRole('textbox', { name: 'New note' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit note by You' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit note by User ID 7' })).not.toBeInTheDocument();
    expect(authHeader(fetchMock, NOTES_URL)).toBe('Bearer owner-token');
  });

  it('Notes tab: read-only with a show caller code, every note by its user id', async () => {
    window.sessionStorage.setItem(callerTokenKey(EVENT_ID), 't-caller');
    const fetchMock = mockRundown(data, (method, url) => (method === 'GET' && url === NOTES_URL ? { body: notes } : undefined));
    renderApp(`/simple-event/${EVENT_ID}`);
    const { panel, labels } = await openNotesTab();
    expect(labels).toEqual(['Note by User ID 7', `Note by User ID ${sampleUser.id}`]);
    expect(within(panel).getByText('Notes are read-only with a show caller code; the event owner writes them.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Edit note/ })).not.toBeInTheDocument();
    expect(authHeader(fetchMock, NOTES_URL)).toBe('Bearer t-caller');
  });

  it('shows the empty state', async () => {
    logIn();
    mockRundown({ cues: [] });
    renderApp(`/simple-event/${EVENT_ID}`);
    expect(
      await screen.findByText('No actions yet. Click New Action to add the first one.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('without a session asks for the show caller code and then uses its token for this page', async () => {
    const fetchMock = mockRundown(data, (method, url, body) => {
      if (method !== 'POST' || url !== '/api/access') return undefined;
      const code = (body as { code: string }).code;
      if (code === 'CREW01') return { body: { kind: 'department', token: 't-dept', eventId: EVENT_ID, eventName: 'Spring Gala' } };
      if (code === 'OTHER1') return { body: { kind: 'caller', token: 't-other', eventId: 99, eventName: 'Other' } };
      if (code === 'CALLR2') return { body: { kind: 'caller', token: 't-caller', eventId: EVENT_ID, eventName: 'Spring Gala' } };
      return { status: 404, body: { error: 'That access code was not found.' } };
    });
    renderApp(`/simple-event/${EVENT_ID}`);
    const input = await screen.findByLabelText('Show caller code', undefined, { timeout: 5000 });
    const submit = screen.getByRole('button', { name: 'Open rundown' });

    await userEvent.type(input, 'NOPE99');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('That access code was not found.');
    await userEvent.clear(input);
    await userEvent.type(input, 'CREW01');
    await userEvent.click(submit);
    expect(
      await screen.findByText('That is a department access code. Crew members use it on the Access Department page.'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'OTHER1');
    await userEvent.click(submit);
    expect(await screen.findByText('That show caller code belongs to a different event.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'CALLR2');
    await userEvent.click(submit);
    expect(await screen.findByRole('table', { name: 'Simple rundown' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(callerTokenKey(EVENT_ID))).toBe('t-caller');
    expect(authHeader(fetchMock, `/api/events/${EVENT_ID}/cues`)).toBe('Bearer t-caller');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('asks for the code again when the saved caller session has ended', async () => {
    window.sessionStorage.setItem(callerTokenKey(EVENT_ID), 'revoked');
    mockRundown(data, () => ({ status: 401, body: { error: 'Session expired' } }));
    renderApp(`/simple-event/${EVENT_ID}`);
    expect(await screen.findByText(/Your show caller session has ended/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(callerTokenKey(EVENT_ID))).toBeNull();
  });
});
