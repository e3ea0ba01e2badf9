import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyAccess, Team } from '@showcaller/shared';
import { callsTo, openShow } from '../test/openShow';
import { EVENT_ID, dismissToasts, makeCue, makeDepartment, makeTask, stubLayout } from '../test/fixtures';

// The show screen's code loads once here, not inside the first test's 5 s wait for the table.
beforeAll(() => import('../EventShowPage').then(() => import('./TeamPanel')), 30_000);
beforeEach(stubLayout);
afterEach(dismissToasts);

const owner: MyAccess = { role: 'owner', departmentIds: [], editsRundown: true, runsShow: true, managesEvent: true };
const team: Team = {
  canManage: true,
  members: [
    {
      id: 3,
      userId: 9,
      name: 'Lea Lead',
      username: 'lea',
      email: 'lea@example.com',
      role: 'lead',
      departmentIds: [1],
      scope: 'event',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 4,
      email: 'vic@example.com',
      role: 'viewer',
      departmentIds: [],
      sentAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-12-02T10:00:00.000Z',
      expired: false,
    },
  ],
};
const data = {
  cues: [makeCue(1, 1, { action: 'Doors' })],
  departments: [makeDepartment(1, 'Sound'), makeDepartment(2, 'Light')],
  tasks: [makeTask(1, 1, 1, { description: 'Walk-in music' }), makeTask(2, 1, 2, { description: 'House lights' })],
};

function routes(access: MyAccess) {
  return (method: string, url: string) => {
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/me`) return { body: access };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/team`) return { body: team };
    if (method === 'POST' && url === `/api/events/${EVENT_ID}/invitations`)
      return { status: 201, body: { ...team.invitations[0]!, id: 5, email: 'ed@example.com', role: 'editor' } };
    if (method === 'PATCH' && url === '/api/members/3') return { body: { ...team.members[0]!, role: 'viewer', departmentIds: [] } };
    return undefined;
  };
}

describe('Team tab (docs/decisions/0031-team-members-and-roles.md)', () => {
  it('shows a viewer the live cue without controls, edit mode or the Team tab, and tasks that cannot be ticked', async () => {
    const viewer: MyAccess = { role: 'viewer', departmentIds: [], editsRundown: false, runsShow: false, managesEvent: false };
    await openShow(data, routes(viewer));
    expect(await screen.findByTestId('watch-role')).toHaveTextContent('You follow this show as Viewer');
    expect(screen.queryByRole('group', { name: 'Cue controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Rundown' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Access Codes' })).toBeNull();
    for (const name of ['Walk-in music', 'House lights']) expect(await screen.findByRole('checkbox', { name })).toBeDisabled();
  });

  it("lets a lead tick only their own department's tasks", async () => {
    const lead: MyAccess = { role: 'lead', departmentIds: [1], editsRundown: false, runsShow: false, managesEvent: false };
    await openShow(data, routes(lead));
    expect(await screen.findByTestId('watch-role')).toHaveTextContent('Department lead');
    expect(await screen.findByRole('checkbox', { name: 'Walk-in music' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'House lights' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a task to Sound, cue 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a task to Light, cue 1' })).toBeNull();
  });
  it('lists members and invitations, invites with a role and changes a role', { timeout: 20_000 }, async () => {
    const { fetchMock } = await openShow(data, routes(owner));
    await userEvent.click(await screen.findByRole('tab', { name: 'Team' }));
    const members = await screen.findByRole('list', { name: 'Members' }, { timeout: 8000 });
    expect(within(members).getByText('Lea Lead')).toBeInTheDocument();
    expect(within(members).getByRole('checkbox', { name: 'Sound' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Pending invitations' })).getByText('vic@example.com')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a team member' });
    await userEvent.type(within(form).getByLabelText('Invite by e-mail'), 'ed@example.com');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role of the invited person' }), 'editor');
    expect(form).toHaveTextContent('Editor: edits the rundown, does not run the show.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/invitations`)).toEqual([
        { email: 'ed@example.com', role: 'editor', departmentIds: [] },
      ]),
    );

    await userEvent.selectOptions(within(members).getByRole('combobox', { name: 'Role of Lea Lead' }), 'viewer');
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/members/3')).toEqual([{ role: 'viewer', departmentIds: [] }]));
  });
});
