import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShow, requestUrl } from '../test/openShow';
import { dismissToasts, EVENT_ID, makeCue, makeDepartment, makeTask, sampleEvent, stubLayout, type RundownData } from '../test/fixtures';

beforeEach(() => {
  stubLayout();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(dismissToasts);

const data: RundownData = {
  cues: [makeCue(2, 2, { action: 'Speech' }), makeCue(1, 1, { action: 'Doors' })],
  departments: [makeDepartment(10, 'Sound'), makeDepartment(11, 'Light')],
  tasks: [makeTask(100, 1, 10, { completed: true, description: 'Walk-in music' })],
};

const XLSX_URL = `/api/events/${EVENT_ID}/export/xlsx`;
const PAYLOAD_URL = `/api/events/${EVENT_ID}/export/excel`;

/** Answers the .xlsx download with a real file response (mockFetch only builds JSON ones). */
function serveXlsx(disposition: string) {
  const json = globalThis.fetch;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    requestUrl(input) === XLSX_URL
      ? Promise.resolve(
          new Response('PK', {
            status: 200,
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': disposition,
            },
          }),
        )
      : json(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Captures what the app downloads through its temporary link. */
function captureDownloads() {
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

interface FakeWindow {
  win: Window;
  written: string[];
  close: ReturnType<typeof vi.fn>;
  print: ReturnType<typeof vi.fn>;
}

function fakeWindow(options: { failWrite?: (html: string) => boolean } = {}): FakeWindow {
  const written: string[] = [];
  const close = vi.fn();
  const print = vi.fn();
  const button = document.createElement('button');
  const win = {
    closed: false,
    close,
    print,
    focus: vi.fn(),
    document: {
      open: vi.fn(),
      close: vi.fn(),
      write: (html: string) => {
        if (options.failWrite?.(html)) throw new Error('write failed');
        written.push(html);
      },
      getElementById: (id: string) => (id === 'print-button' ? button : null),
    },
  } as unknown as Window;
  return { win, written, close, print };
}

async function openExportTab(handler?: Parameters<typeof openShow>[1]) {
  const app = await openShow(data, handler);
  await userEvent.keyboard('e');
  await screen.findByRole('heading', { name: 'Export', level: 2 });
  return app;
}

// The first test renders the whole show screen cold, which can pass vitest's 5 s default on a busy machine.
describe('Export tab', { timeout: 20_000 }, () => {
  it('downloads the Excel file under the name the server gives', async () => {
    await openExportTab();
    serveXlsx(`attachment; filename="Spring Gala-Rundown.xlsx"; filename*=UTF-8''Spring%20Gala%20%C3%A9-Rundown.xlsx`);
    const names = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(names).toEqual(['Spring Gala é-Rundown.xlsx']));
  });

  it('exports from the rundown toolbar too: Excel or PDF beside Edit Rundown', async () => {
    await openShow(data);
    const toolbar = await screen.findByRole('toolbar', { name: 'Rundown' });
    serveXlsx(`attachment; filename="Spring Gala-Rundown.xlsx"`);
    const names = captureDownloads();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'PDF (print the rundown)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(names).toEqual(['Spring Gala-Rundown.xlsx']));
  });

  it('says so when the Excel file cannot be fetched', async () => {
    await openExportTab((method, url) => (url === XLSX_URL ? { status: 500, body: { error: 'boom' } } : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Could not retrieve event data from the server')).toBeInTheDocument();
  });

  it('asks to allow popups when the print window is blocked', async () => {
    const { fetchMock } = await openExportTab();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Print / PDF — master rundown' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Please disable popup blocker to allow PDF generation')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => requestUrl(input) === PAYLOAD_URL)).toBe(false);
  });

  it('rejects an export payload of the wrong shape', async () => {
    await openExportTab((method, url) => (url === PAYLOAD_URL ? { body: { event: sampleEvent, cues: 'nope' } } : undefined));
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup.win);
    await userEvent.click(screen.getByRole('button', { name: 'Print / PDF — master rundown' }));
    expect(await screen.findByText('Invalid export data structure')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('opens the window first, then writes the printable call sheet and prints it', async () => {
    const payload = { event: sampleEvent, departments: data.departments, cues: data.cues, tasks: data.tasks };
    await openExportTab((method, url) => (url === PAYLOAD_URL ? { body: payload } : undefined));
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup.win);
    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Light');
    await userEvent.click(screen.getByRole('button', { name: 'Print / PDF — department call sheet' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.written.some((html) => html.includes('Light Call Sheet'))).toBe(true));
    await waitFor(() => expect(popup.print).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('falls back to the Excel file when the printable page cannot be built', async () => {
    const payload = { event: sampleEvent, departments: data.departments, cues: data.cues, tasks: data.tasks };
    await openExportTab((method, url) => (url === PAYLOAD_URL ? { body: payload } : undefined));
    serveXlsx('attachment; filename="Spring Gala-Rundown.xlsx"');
    const names = captureDownloads();
    const popup = fakeWindow({ failWrite: (html) => html.includes('Master Rundown') });
    vi.spyOn(window, 'open').mockReturnValue(popup.win);
    await userEvent.click(screen.getByRole('button', { name: 'Print / PDF — master rundown' }));
    expect(await screen.findByText('PDF export failed - Excel used instead')).toBeInTheDocument();
    expect(names).toEqual(['Spring Gala-Rundown.xlsx']);
    expect(popup.close).toHaveBeenCalled();
  });

  it('links to the as-run report', async () => {
    await openExportTab();
    expect(screen.getByRole('link', { name: 'As-run report' })).toHaveAttribute('href', `/report/${EVENT_ID}`);
  });
});
