import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render';
import { requestUrl } from '@/test/doubles';
import { EVENT_ID, logIn, mockRundown, type RundownData } from './fixtures';

// The crew page's tests use it too; it lives with the shared test helpers.
export { requestUrl };

type Handler = Parameters<typeof mockRundown>[1];

/** Logs in, answers the rundown calls from `data` (plus `handler`), opens /event/{id} and waits for the table. */
export async function openShow(data: RundownData, handler?: Handler, options: { edit?: boolean } = {}) {
  logIn();
  const fetchMock = mockRundown(data, handler);
  const app = renderApp(`/event/${EVENT_ID}`);
  const table = await screen.findByRole('table', { name: 'Rundown' }, { timeout: 5000 });
  if (options.edit) await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
  return { ...app, fetchMock, table };
}

/** The calls the mocked fetch received with this method and URL, with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockRundown>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => requestUrl(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
