import { useMemo } from 'react';
import { Pencil } from 'lucide-react';
import { formatMinutesSeconds, type Cue, type Department, type Task } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

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

const thClassName =
  'bg-show-header px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-show-header-foreground uppercase';
const tdClassName = 'border-b px-3 py-2 align-top';

/** The simple rundown (docs/product.md#screens): ID, Time, Action, Dept, Duration (m:ss), Notes, Edit. */
export function SimpleRundownTable({ cues, departments, tasks, onEdit }: SimpleRundownTableProps) {
  const t = useAppT();
  const deptNames = useMemo(() => departmentNamesByCue(departments, tasks), [departments, tasks]);
  return (
    <div
      role="region"
      aria-label={t('setup.simple.region')}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table aria-label={t('setup.simple.title')} className="w-full min-w-[640px] border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.id')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.time')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.action')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.dept')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.duration')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.notes')}
            </th>
            <th scope="col" className={thClassName}>
              {t('setup.simple.col.edit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cues.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-10 text-center text-muted-foreground">
                {t('setup.simple.empty')}
              </td>
            </tr>
          ) : (
            cues.map((cue) => (
              <tr key={cue.id} className="hover:bg-muted/40">
                <th scope="row" className={`${tdClassName} text-start font-mono font-semibold tabular-nums`}>
                  {cue.number}
                </th>
                <td className={`${tdClassName} font-mono tabular-nums`}>{cue.time}</td>
                <td className={`${tdClassName} font-medium break-words`}>{cue.action}</td>
                <td className={tdClassName}>
                  {deptNames.get(cue.id) ?? <span className="text-muted-foreground">{t('setup.simple.none')}</span>}
                </td>
                <td className={`${tdClassName} font-mono tabular-nums`}>
                  {cue.duration === null ? '--:--' : formatMinutesSeconds(cue.duration)}
                </td>
                <td className={`${tdClassName} break-words whitespace-pre-wrap`}>{cue.notes ?? ''}</td>
                <td className={tdClassName}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('setup.simple.editCue', { number: cue.number })}
                    onClick={() => onEdit(cue)}
                  >
                    <Pencil aria-hidden="true" />
                    {t('setup.simple.col.edit')}
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
