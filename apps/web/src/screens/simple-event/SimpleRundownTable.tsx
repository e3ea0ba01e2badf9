import { useMemo } from 'react';
import { Pencil } from 'lucide-react';
import { formatMinutesSeconds, type Cue, type Department, type Task } from '@showcaller/shared';
import { Button } from '@/components/ui/button';

export const SIMPLE_EMPTY_TEXT = 'No actions yet. Click New Action to add the first one.';

/** Names of the departments with tasks on each cue, in department order ("None" when there are none). */
export function departmentNamesByCue(departments: readonly Department[], tasks: readonly Task[]): Map<number, string> {
  const withTasks = new Map<number, Set<number>>();
  for (const task of tasks) {
    const set = withTasks.get(task.cueId) ?? new Set<number>();
    set.add(task.departmentId);
    withTasks.set(task.cueId, set);
  }
  const names = new Map<number, string>();
  for (const [cueId, ids] of withTasks) {
    const list = departments.filter((d) => ids.has(d.id)).map((d) => d.name);
    if (list.length > 0) names.set(cueId, list.join(', '));
  }
  return names;
}

interface SimpleRundownTableProps {
  cues: readonly Cue[];
  departments: readonly Department[];
  tasks: readonly Task[];
  onEdit: (cue: Cue) => void;
}

const th = 'bg-show-header px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-show-header-foreground uppercase';
const td = 'border-b px-3 py-2 align-top';

/** The simple rundown (docs/product.md#screens): ID, Time, Action, Dept, Duration (m:ss), Notes, Edit. */
export function SimpleRundownTable({ cues, departments, tasks, onEdit }: SimpleRundownTableProps) {
  const deptNames = useMemo(() => departmentNamesByCue(departments, tasks), [departments, tasks]);
  return (
    <div
      role="region"
      aria-label="Simple rundown, scrollable"
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table aria-label="Simple rundown" className="w-full min-w-[640px] border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <th scope="col" className={th}>
              ID
            </th>
            <th scope="col" className={th}>
              Time
            </th>
            <th scope="col" className={th}>
              Action
            </th>
            <th scope="col" className={th}>
              Dept
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Notes
            </th>
            <th scope="col" className={th}>
              Edit
            </th>
          </tr>
        </thead>
        <tbody>
          {cues.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-10 text-center text-muted-foreground">
                {SIMPLE_EMPTY_TEXT}
              </td>
            </tr>
          ) : (
            cues.map((cue) => (
              <tr key={cue.id} className="hover:bg-muted/40">
                <th scope="row" className={`${td} text-left font-mono font-semibold tabular-nums`}>
                  {cue.number}
                </th>
                <td className={`${td} font-mono tabular-nums`}>{cue.time}</td>
                <td className={`${td} font-medium break-words`}>{cue.action}</td>
                <td className={td}>{deptNames.get(cue.id) ?? <span className="text-muted-foreground">None</span>}</td>
                <td className={`${td} font-mono tabular-nums`}>{cue.duration === null ? '--:--' : formatMinutesSeconds(cue.duration)}</td>
                <td className={`${td} break-words whitespace-pre-wrap`}>{cue.notes ?? ''}</td>
                <td className={td}>
                  <Button size="sm" variant="outline" aria-label={`Edit cue ${cue.number}`} onClick={() => onEdit(cue)}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
