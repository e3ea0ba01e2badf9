import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationsOverview, OscTarget, TargetTestResult } from '@showcaller/shared';
import { callsTo, openShow } from '../test/openShow';
import { EVENT_ID, dismissToasts, stubLayout } from '../test/fixtures';

beforeEach(stubLayout);
afterEach(dismissToasts);

const target: OscTarget = {
  id: 5,
  eventId: EVENT_ID,
  name: 'Sound QLab',
  host: '192.168.1.20',
  port: 53000,
  transport: 'udp',
  preset: 'qlab',
  hasPasscode: true,
  cueList: '1',
  workspaceId: null,
  tcpFraming: 'slip',
  createdAt: '2026-11-22T10:00:00.000Z',
};

function routes(canEdit: boolean, test?: TargetTestResult) {
  return (method: string, url: string) => {
    const overview: IntegrationsOverview = {
      oscIn: { host: '0.0.0.0', port: 8001 },
      oscInDropped: 2,
      hasControlKey: true,
      canEdit,
      qlabReplyPort: 53001,
    };
    if (method === 'POST' && url === `/api/osc-targets/${target.id}/test` && test) return { body: test };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/integrations`) return { body: overview };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/osc-targets`) return { body: [target] };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/webhooks`) return { body: [] };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/integrations/log`) return { body: { entries: [] } };
    if (method === 'POST' && url === `/api/events/${EVENT_ID}/osc-targets`) return { status: 201, body: { ...target, id: 6, name: 'Eos' } };
    return undefined;
  };
}

describe('Integrations tab', () => {
  it('shows the OSC-in address and lets the owner add a target', { timeout: 20_000 }, async () => {
    const { fetchMock } = await openShow({}, routes(true));
    await userEvent.keyboard('i');
    // The panel's code loads when the tab is first opened.
    expect(await screen.findByText(/UDP port/, undefined, { timeout: 8000 })).toHaveTextContent('8001');
    expect(screen.getByText('Sound QLab')).toBeInTheDocument();
    expect(screen.getByText(/passcode set/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a target' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Preset' }), 'eos');
    expect(within(form).getByLabelText('Port', { exact: true })).toHaveValue('8000');
    await userEvent.type(within(form).getByLabelText('Name', { exact: true }), 'Eos');
    await userEvent.type(within(form).getByLabelText('Host', { exact: true }), '10.0.0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add target' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/osc-targets`)).toEqual([
        {
          name: 'Eos',
          host: '10.0.0.5',
          port: 8000,
          transport: 'udp',
          preset: 'eos',
          passcode: null,
          cueList: '1',
          workspaceId: null,
          tcpFraming: 'length',
        },
      ]),
    );
  });

  it(
    'Send test says what the device did: answered with the round trip, or sent with no answer and what to check',
    { timeout: 20_000 },
    async () => {
      await openShow({}, routes(true, { ok: true, answered: true, roundTripMs: 12, peer: '192.168.1.20:53000' }));
      await userEvent.keyboard('i');
      await userEvent.click(await screen.findByRole('button', { name: 'Send test to Sound QLab' }, { timeout: 8000 }));
      expect(await screen.findByText('Test: Answered in 12 ms')).toBeInTheDocument();
      expect(screen.getByText(/QLab's answers/)).toHaveTextContent('53001');
    },
  );

  it('Send test without an answer is not shown as a success', { timeout: 20_000 }, async () => {
    const error = 'QLab did not answer. Check that QLab is open.';
    await openShow({}, routes(true, { ok: true, answered: false, roundTripMs: null, peer: '192.168.1.20:53000', error }));
    await userEvent.keyboard('i');
    await userEvent.click(await screen.findByRole('button', { name: 'Send test to Sound QLab' }, { timeout: 8000 }));
    expect(await screen.findByText(`Test: Sent, no answer. ${error}`)).toBeInTheDocument();
  });

  it('is read-only for a co-caller: no forms, no test or remove buttons', { timeout: 20_000 }, async () => {
    await openShow({}, routes(false));
    await userEvent.keyboard('i');
    expect(await screen.findByText(/Read only/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Sound QLab')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a target' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send test/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /control key/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a webhook' })).not.toBeInTheDocument();
  });
});
