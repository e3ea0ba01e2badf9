import { describe, expect, it } from 'vitest';
import { makeDepartment } from '../test/fixtures';
import { buildColumns } from './columns';
import { pinClass, pinnedOffsets } from './pinnedColumns';

describe('pinned rundown columns', () => {
  const departments = [makeDepartment(1, 'Sound'), makeDepartment(2, 'Light')];

  it('pins TIME, #, colour and ACTION in run mode, each at the sum of the widths before it', () => {
    const { style, width } = pinnedOffsets(buildColumns(departments, false, {}));
    expect(style).toEqual({ '--pin-time': '0px', '--pin-number': '150px', '--pin-color': '230px', '--pin-action': '290px' });
    expect(width).toBe(540);
  });

  it('pins the drag handle too in edit mode, and follows resized columns', () => {
    const { style, width } = pinnedOffsets(buildColumns(departments, true, { time: 100 }));
    expect(style).toEqual({
      '--pin-drag': '0px',
      '--pin-time': '44px',
      '--pin-number': '144px',
      '--pin-color': '224px',
      '--pin-action': '284px',
    });
    expect(width).toBe(534);
  });

  it('marks only the pinnable columns', () => {
    expect(pinClass('time')).toBe('pin pin-time');
    expect(pinClass('action')).toBe('pin pin-action');
    expect(pinClass('department')).toBe('');
    expect(pinClass('notes')).toBe('');
  });
});
