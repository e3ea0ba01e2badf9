import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Annotation } from '@showcaller/shared';
import { RundownTokenProvider } from '@/api/rundown';
import { Providers } from '@/app/Providers';
import { makeStatus } from '@/realtime/test/FakeWebSocket';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { mockFetch, sampleUser, type MockRoute } from '@/test/render';
import { callsTo, openShow, requestUrl } from '../test/openShow';
import { dismissToasts, EVENT_ID, makeCue, stubLayout } from '../test/fixtures';
import { NotesPanel } from './NotesPanel';

beforeEach(stubLayout);
afterEach(dismissToasts);

const NOTES_URL = `/api/events/${EVENT_ID}/annotations`;

function note(id: number, userId: number, content: string, createdAt: string): Annotation {
  return { id, eventId: EVENT_ID, content, targetType: null, targetId: null, userId, createdAt, updatedAt: createdAt };
}

const notes = [
  note(1, 2, 'Mine: check the mics', '2025-06-01T17:00:00.000Z'),
  note(2, 7, 'Theirs: doors at 7', '2025-06-01T17:30:00.000Z'),
];

type Extra = (method: string, url: string, body: unknown) => MockRoute | undefined;

async function openNotes(options: { admin?: boolean; extra?: Extra } = {}) {
  const app = await openShow({ cues: [makeCue(1, 1)] }, (method, url, body) => {
    const custom = options.extra?.(method, url, body);
    if (custom) return custom;
    if (method === 'GET' && url === '/api/user') return { body: { ...sampleUser, isAdmin: options.admin ?? false } };
    if (method === 'GET' && url === NOTES_URL) return { body: notes };
    return undefined;
  });
  await userEvent.keyboard('t');
  const list = await screen.findByRole('list', { name: 'Notes, newest first' });
  return { ...app, list };
}

describe('Notes tab', () => {
  it('lists notes newest first, yours as "You", others by user id, with edit and delete only on yours', async () => {
    const { list } = await openNotes();
    const items = within(list).getAllByRole('article');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Note by User ID 7', 'Note by You']);
    expect(within(items[1]!).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit note by You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete note by You' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit note by User ID 7' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete note by User ID 7' })).not.toBeInTheDocument();
  });

  it('lets an admin edit and delete anyone', async () => {
    await openNotes({ admin: true });
    expect(screen.getByRole('button', { name: 'Edit note by User ID 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete note by User ID 7' })).toBeInTheDocument();
  });

  it('never saves an empty note and sends a trimmed one', async () => {
    const { fetchMock } = await openNotes({
      extra: (method, url, body) =>
        method === 'POST' && url === '/api/annotations' ? { status: 201, body: { ...notes[0], body } } : undefined,
    });
    const box = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await userEvent.type(box, ' Check the mics  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/annotations')).toEqual([{ eventId: EVENT_ID, content: 'Check the mics' }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('edits and deletes (after a confirm) your own note', async () => {
    const { fetchMock } = await openNotes({
      extra: (method, url) => (url === '/api/annotations/1' && method !== 'GET' ? { body: notes[0] } : undefined),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit note by You' }));
    const editor = screen.getByRole('textbox', { name: 'Edit note' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '  Mics checked ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/annotations/1')).toEqual([{ content: 'Mics checked' }]));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete note by You' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    expect(callsTo(fetchMock, 'DELETE', '/api/annotations/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/annotations/1')).toHaveLength(1));
  });

  it('reports failures in the spec wording', async () => {
    await openNotes({
      extra: (method, url) => {
        if (method === 'POST' && url === '/api/annotations') return { status: 500, body: { error: 'Database unavailable' } };
        if (method === 'DELETE')
          return { status: 403, body: { error: 'Only the author of a note (or an admin) can change or delete it.' } };
        return undefined;
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Failed to create annotation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete note by You' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete annotation')).toBeInTheDocument();
  });

  it('re-reads the notes when a notes refetch frame arrives', async () => {
    const { fetchMock } = await openNotes();
    const reads = () => fetchMock.mock.calls.filter(([input]) => requestUrl(input) === NOTES_URL).length;
    const before = reads();
    FakeWebSocket.last.goLive(makeStatus({ eventId: EVENT_ID }));
    FakeWebSocket.last.receive({ type: 'refetch', key: 'annotations', eventId: EVENT_ID, revision: 2 });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});

describe('Notes for a co-caller', () => {
  it('reads the notes with the caller token and offers no way to change them', async () => {
    const fetchMock = mockFetch((method, url) => (method === 'GET' && url === NOTES_URL ? { body: notes } : { status: 404, body: {} }));
    render(
      <Providers>
        <RundownTokenProvider token="caller-token">
          <NotesPanel eventId={EVENT_ID} />
        </RundownTokenProvider>
      </Providers>,
    );
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Note by User ID 7', 'Note by User ID 2']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit note|Delete note/ })).not.toBeInTheDocument();
    expect(screen.getByText(/read-only with a show caller code/)).toBeInTheDocument();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer caller-token');
  });
});
