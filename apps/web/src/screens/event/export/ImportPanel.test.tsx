import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@showcaller/shared';
import { openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, makeCue, makeDepartment, stubLayout } from '../test/fixtures';

beforeEach(stubLayout);
afterEach(dismissToasts);

interface XhrAnswer {
  status: number;
  body: unknown;
}

/** XMLHttpRequest stand-in: answers each upload from `answer(url)` after reporting its progress. */
class FakeXhr {
  static requests: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  static answer: (url: string) => XhrAnswer = () => ({ status: 404, body: { error: 'no answer' } });

  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(_method: string, url: string): void {
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.onabort?.();
  }

  send(body: unknown): void {
    FakeXhr.requests.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      const { status, body: answer } = FakeXhr.answer(this.url);
      this.status = status;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    }, 0);
  }
}

const PREVIEW_URL = `/api/events/${EVENT_ID}/import/preview`;
/** The Export tab loads with the show screen; on a busy machine that takes longer than findBy's 1 s. */
const SLOW = { timeout: 5000 };
const IMPORT_URL = `/api/events/${EVENT_ID}/import`;

function row(n: number, problems: string[] = []): ImportPreview['rows'][number] {
  return {
    row: n + 1,
    time: `19:0${n}:00`,
    action: `Imported ${n}`,
    duration: 60,
    notes: null,
    colorMark: '',
    tasks: { Sound: [{ description: 'Play', completed: false }], Video: [] },
    problems,
  };
}

async function openImport() {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const app = await openShow({ cues: [makeCue(1, 1)], departments: [makeDepartment(10, 'Sound')] });
  await userEvent.keyboard('e');
  return app;
}

function xlsx(name = 'rundown.xlsx'): File {
  return new File(['PK fake workbook'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

// The first test renders the whole show screen cold, which can pass vitest's 5 s default on a busy machine.
describe('Import from Excel', { timeout: 20_000 }, () => {
  it('previews the file with each row problem marked, and will not import it', async () => {
    FakeXhr.answer = () => ({
      status: 200,
      body: {
        rows: [row(1), row(2, ['Time "25:00" is not a time of day'])],
        departments: ['Sound', 'Video'],
        problems: [],
        existingCues: 0,
      },
    });
    await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    const table = await screen.findByRole('table', { name: /Import preview/ });
    const bad = within(table).getByText('Time "25:00" is not a time of day').closest('tr');
    expect(bad).toHaveAttribute('data-problem', 'true');
    expect(screen.getByText(/2 cues to add; new departments: Video\./)).toBeInTheDocument();
    expect(screen.getByText(/1 problem must be fixed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 cues' })).toBeDisabled();
    expect(FakeXhr.requests).toHaveLength(1);
    expect(FakeXhr.requests[0]?.url).toBe(PREVIEW_URL);
    expect(FakeXhr.requests[0]?.headers['Content-Type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(FakeXhr.requests[0]?.headers.Authorization).toBe('Bearer owner-token');
  });

  it('imports after the confirm, with the counts in a toast and the rundown re-read', async () => {
    FakeXhr.answer = (url) =>
      url === PREVIEW_URL
        ? { status: 200, body: { rows: [row(1), row(2)], departments: ['Sound'], problems: [], existingCues: 0 } }
        : { status: 200, body: { created: { cues: 2, departments: 0, tasks: 2 }, replaced: 0 } };
    const { fetchMock } = await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    const confirm = await screen.findByRole('button', { name: 'Import 2 cues' });
    const cueReadsBefore = fetchMock.mock.calls.filter(([u]) => u === `/api/events/${EVENT_ID}/cues`).length;
    await userEvent.click(confirm);
    expect(await screen.findByText('Imported 2 cues')).toBeInTheDocument();
    expect(screen.getByText('0 new departments, 2 tasks.')).toBeInTheDocument();
    expect(FakeXhr.requests.map((r) => r.url)).toEqual([PREVIEW_URL, `${IMPORT_URL}?mode=append&ticks=clear`]);
    expect(screen.queryByRole('radio', { name: /Add after the existing cues/ })).not.toBeInTheDocument(); // an empty event has nothing to choose
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => u === `/api/events/${EVENT_ID}/cues`).length).toBeGreaterThan(cueReadsBefore),
    );
    expect(screen.queryByRole('table', { name: /Import preview/ })).not.toBeInTheDocument();
  });

  it('asks to append or replace when the event has cues, and whether to keep the file’s ticks', async () => {
    const ticked = { ...row(1), tasks: { Sound: [{ description: 'Play', completed: true }] } };
    FakeXhr.answer = (url) =>
      url === PREVIEW_URL
        ? { status: 200, body: { rows: [ticked, row(2)], departments: ['Sound'], problems: [], existingCues: 3 } }
        : { status: 200, body: { created: { cues: 2, departments: 0, tasks: 2 }, replaced: 3 } };
    await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    const group = await screen.findByRole('group', { name: 'This event already has 3 cues. What should the import do?' });
    expect(within(group).getByRole('radio', { name: /Add after the existing cues/ })).toBeChecked();
    expect(screen.getByText(/2 cues to add after the 3 cues here/)).toBeInTheDocument();
    const keep = screen.getByRole('checkbox', { name: /Keep the 1 completed tick/ });
    expect(keep).not.toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Replace the rundown/ }));
    await userEvent.click(keep);
    expect(screen.getByText(/2 cues to add in place of the 3 cues here/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace with 2 cues' }));
    expect(await screen.findByText('Replaced the rundown with 2 cues')).toBeInTheDocument();
    expect(FakeXhr.requests.map((r) => r.url)).toEqual([PREVIEW_URL, `${IMPORT_URL}?mode=replace&ticks=keep`]);
  });

  it('lists what a replace changes on the current cues and the hidden data rows it does not import', async () => {
    const renamed = { ...row(2), action: 'Welcome, rewritten', dataRow: 3, dataMatch: 'number' as const };
    const bare = { ...row(1), duration: null, replaces: ['duration 00:05:00 → none (no data row)'] };
    FakeXhr.answer = () => ({
      status: 200,
      body: {
        rows: [bare, { ...renamed, replaces: ['action "Welcome" → "Welcome, rewritten"'] }, { ...row(3), replaces: [] }],
        departments: ['Sound'],
        problems: [],
        existingCues: 3,
        dataSheet: true,
        unusedData: ['"ShowCaller Data" row 4 (#3 "Old": duration 00:01:00) matches no cue; it is not imported.'],
      },
    });
    await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    const table = await screen.findByRole('table', { name: /Import preview/ });
    expect(within(table).getByText('Hidden data of the same # (row 3); the Action was changed.')).toBeInTheDocument();
    expect(within(table).getAllByText(/^No row in the hidden data sheet/)).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Not imported from the file' })).getByText(/row 4 \(#3 "Old"/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What replacing changes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Replace the rundown/ }));
    const changes = screen.getByRole('list', { name: 'What replacing changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Cue 1 (Imported 1): duration 00:05:00 → none (no data row)',
      'Cue 2 (Welcome, rewritten): action "Welcome" → "Welcome, rewritten"',
    ]);
    expect(screen.getByText('Replacing changes 2 cues:')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as unreadable, never as a result', async () => {
    FakeXhr.answer = () => ({ status: 200, body: { rows: 'not rows' } });
    await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was changed.');
    expect(screen.queryByRole('table', { name: /Import preview/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a file it cannot read", async () => {
    FakeXhr.answer = () => ({ status: 400, body: { error: 'This is not an Excel workbook (.xlsx).' } });
    await openImport();
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), xlsx());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is not an Excel workbook (.xlsx).');
    expect(alert).toHaveTextContent('Nothing was changed.');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB without uploading it', async () => {
    await openImport();
    const big = xlsx('huge.xlsx');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(await screen.findByLabelText(/Excel file/, undefined, SLOW), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is larger than 5 MB');
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
