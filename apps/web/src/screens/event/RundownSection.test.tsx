import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_ID, dismissToasts, makeCue, makeDepartment, makeTask, stubLayout, type RundownData } from './test/fixtures';
import { openShow } from './test/openShow';
import type { MockRoute } from '@/test/render';

beforeEach(stubLayout);
afterEach(dismissToasts);

const TASKS_URL = `/api/events/${EVENT_ID}/tasks`;
const data: RundownData = {
  cues: [makeCue(1, 1), makeCue(2, 2)],
  departments: [makeDepartment(10, 'Sound'), makeDepartment(11, 'Lights')],
  tasks: [makeTask(100, 1, 10, { description: 'Mic check' })],
};

/** A tasks answer the test releases when it wants. */
function heldTasks(answer: MockRoute) {
  let release: () => void = () => undefined;
  const held = new Promise<MockRoute>((resolve) => {
    release = () => resolve(answer);
  });
  const handler = (method: string, url: string) => (method === 'GET' && url === TASKS_URL ? held : undefined);
  return { handler, release: () => release() };
}

describe('rundown section: rows and their checklists', () => {
  it('shows the rows with their checklists in one go when the tasks follow the cues closely', async () => {
    const { handler, release } = heldTasks({ body: data.tasks });
    setTimeout(release, 50);
    const { table } = await openShow(data, handler);
    expect(within(table).queryAllByRole('status')).toEqual([]);
    expect(within(table).getByRole('checkbox', { name: 'Mic check' })).toBeInTheDocument();
  });

  it('shows the rows with loading checklists when the tasks are slow, then the tasks', async () => {
    const { handler, release } = heldTasks({ body: data.tasks });
    const { table } = await openShow(data, handler);
    // Four cells (two cues, two departments), each a loading placeholder with two skeleton lines.
    expect(within(table).getAllByRole('status', { name: /^Loading tasks for / })).toHaveLength(4);
    expect(within(table).getByRole('status', { name: 'Loading tasks for Lights, cue 2' })).toBeInTheDocument();
    expect(within(table).getByText('Cue action 2')).toBeInTheDocument();
    release();
    expect(await within(table).findByRole('checkbox', { name: 'Mic check' })).toBeInTheDocument();
    expect(within(table).queryAllByRole('status')).toEqual([]);
  });

  it('says so in every cell when the tasks cannot be loaded', async () => {
    const { handler, release } = heldTasks({ status: 500, body: { error: 'boom' } });
    setTimeout(release, 20);
    const { table, fetchMock } = await openShow(data, handler);
    expect(await within(table).findAllByText('Error loading tasks')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: 'Mic check' })).not.toBeInTheDocument();
    // Asked once: the table shows the failed answer rather than asking again.
    expect(fetchMock.mock.calls.filter(([input]) => input === TASKS_URL)).toHaveLength(1);
  });
});

describe('rundown section: a big show', () => {
  it('puts only the rows in view in the DOM, the table still announcing all of them', async () => {
    const departments = Array.from({ length: 15 }, (_, i) => makeDepartment(100 + i, `Dept ${i + 1}`));
    const cues = Array.from({ length: 1000 }, (_, i) => makeCue(i + 1, i + 1));
    const tasks = cues.flatMap((cue) => departments.map((d, j) => makeTask(cue.id * 100 + j, cue.id, d.id)));
    const { table } = await openShow({ cues, departments, tasks });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-index'));
    // An 800 px scroll area (stubLayout) of rows estimated at 69 px each, plus two below.
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(15);
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table).getByText('Cue action 1')).toBeInTheDocument();
    expect(within(table).queryByText('Cue action 1000')).not.toBeInTheDocument();
  });
});
