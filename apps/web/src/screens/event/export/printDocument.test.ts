import { describe, expect, it } from 'vitest';
import type { ExportPayload } from '@showcaller/shared';
import { makeCue, makeDepartment, makeTask, sampleEvent } from '../test/fixtures';
import { buildPrintHtml, DEPARTMENTS_PER_BAND, escapeHtml } from './printDocument';

function payload(): ExportPayload {
  return {
    event: { ...sampleEvent, name: 'Gala <b>&</b>' },
    departments: [makeDepartment(11, 'Light', 2), makeDepartment(10, 'Sound', 1)],
    cues: [
      makeCue(2, 2, { action: 'Speech', time: '19:05:00', duration: null, notes: 'Mic <script>alert(1)</script>' }),
      makeCue(1, 1, { action: 'Doors', colorMark: '#FF69B4' }),
      makeCue(3, 3, { action: 'Bad colour', colorMark: 'red;background:url(x)' }),
    ],
    tasks: [makeTask(100, 1, 10, { description: 'Walk-in music', completed: true }), makeTask(101, 1, 11, { description: 'House lights' })],
  };
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('buildPrintHtml', () => {
  it('prints the master rundown sorted by number with one column per department', () => {
    const doc = parse(buildPrintHtml(payload(), { kind: 'master' }, new Date('2025-06-01T12:00:00Z')));
    const headers = [...doc.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Time', '#', 'Action', 'Duration', 'Sound', 'Light', 'Notes']);
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelectorAll('td')[1]?.textContent)).toEqual(['1', '2', '3']);
    expect(rows[0]?.textContent).toContain('✓');
    expect(rows[0]?.textContent).toContain('Walk-in music');
    expect(rows[1]?.textContent).toContain('--:--:--');
    // The colour mark is a left bar; anything that is not a hex colour is dropped.
    expect(rows[0]?.querySelector('td')?.getAttribute('style')).toBe('border-inline-start-color:#FF69B4');
    expect(rows[2]?.querySelector('td')?.getAttribute('style')).toBeNull();
    expect(doc.querySelector('style')?.textContent).toMatch(/@page \{ size: landscape; margin: 12mm; \}/);
    expect(doc.querySelector('style')?.textContent).toContain('display: table-header-group');
    expect(doc.querySelector('style')?.textContent).toContain('print-color-adjust: exact');
    expect(doc.getElementById('print-button')?.textContent).toBe('Print');
  });

  it("carries the event's description (crew call, comms) on the call sheets and the master rundown, escaped", () => {
    const event = { ...payload().event, description: 'Crew call 17:00 at the stage door\nComms: channel 2 <b>A</b>' };
    for (const mode of [{ kind: 'master' } as const, { kind: 'department', departmentId: 10 } as const]) {
      const doc = parse(buildPrintHtml({ ...payload(), event }, mode));
      const description = doc.querySelector('[data-testid="event-description"]');
      expect(description?.textContent).toBe('Crew call 17:00 at the stage door\nComms: channel 2 <b>A</b>');
      expect(description?.compareDocumentPosition(doc.querySelector('table')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    // No description, no empty box.
    expect(parse(buildPrintHtml(payload(), { kind: 'master' })).querySelector('[data-testid="event-description"]')).toBeNull();
  });

  it('escapes every piece of event text', () => {
    const html = buildPrintHtml(payload(), { kind: 'master' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>&</b>');
    expect(parse(html).querySelector('h1')?.textContent).toBe('Gala <b>&</b> — Master Rundown');
    expect(escapeHtml(`"'<>&`)).toBe('&#34;&#39;&#60;&#62;&#38;');
  });

  it('prints a department call sheet with only that department tasks, in portrait', () => {
    const doc = parse(buildPrintHtml(payload(), { kind: 'department', departmentId: 11 }));
    expect(doc.querySelector('h1')?.textContent).toBe('Gala <b>&</b> — Light Call Sheet');
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Time',
      '#',
      'Action',
      'Duration',
      'Light tasks',
      'Notes',
    ]);
    const text = doc.querySelector('tbody')?.textContent ?? '';
    expect(text).toContain('House lights');
    expect(text).not.toContain('Walk-in music');
    expect(doc.querySelector('style')?.textContent).toContain('size: portrait');
  });

  it(`prints a big show's departments in bands of ${DEPARTMENTS_PER_BAND}, each a whole table on a page of its own`, () => {
    const base = payload();
    const departments = Array.from({ length: 12 }, (_, i) => makeDepartment(20 + i, `Dept ${i + 1}`, i + 1));
    const tasks = [makeTask(200, 1, 31, { description: 'Last department task' })];
    const doc = parse(buildPrintHtml({ ...base, departments, tasks }, { kind: 'master' }));
    const tables = [...doc.querySelectorAll('table')];
    expect(tables).toHaveLength(3);
    const heads = tables.map((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent));
    expect(heads[0]).toEqual(['Time', '#', 'Action', 'Duration', 'Dept 1', 'Dept 2', 'Dept 3', 'Dept 4', 'Dept 5', 'Notes']);
    expect(heads[2]).toEqual(['Time', '#', 'Action', 'Duration', 'Dept 11', 'Dept 12', 'Notes']);
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Master rundown, departments 1–5 of 12: Dept 1, Dept 2, Dept 3, Dept 4, Dept 5',
      'Master rundown, departments 6–10 of 12: Dept 6, Dept 7, Dept 8, Dept 9, Dept 10',
      'Master rundown, departments 11–12 of 12: Dept 11, Dept 12',
    ]);
    // Every band lists every cue; a task shows in its own department's band only.
    expect(tables.map((t) => t.querySelectorAll('tbody tr').length)).toEqual([3, 3, 3]);
    expect(tables.map((t) => t.textContent?.includes('Last department task'))).toEqual([false, false, true]);
    expect(doc.querySelector('style')?.textContent).toContain('.band + .band { break-before: page;');
  });

  it('refuses a call sheet for a department that is not in the export', () => {
    expect(() => buildPrintHtml(payload(), { kind: 'department', departmentId: 99 })).toThrow();
  });
});
