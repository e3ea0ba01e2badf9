import { createContext, useContext } from 'react';
import type { Cue, CueField, CueFieldValue, Department } from '@showcaller/shared';
import type { TaskDrafts } from '../tasks/taskDrafts';
import type { TaskActions } from '../tasks/useTaskActions';
import type { TasksStore } from './taskGrid';
import type { CueActions } from './useCueActions';

export type TasksStatus = 'pending' | 'error' | 'success';

/** What every row and cell of the rundown table shares; provided once by RundownTable. */
export interface RundownContextValue {
  editMode: boolean;
  /** Whether a click on a row may set the live cue (those who run the show, docs/decisions/0031-team-members-and-roles.md). */
  canRun: boolean;
  /** Whether the tasks of this department may be added, changed or ticked (a lead: its own departments only). */
  canEditColumn: (departmentId: number) => boolean;
  departments: readonly Department[];
  tasksStatus: TasksStatus;
  /** Every task by cue and department, with each cell's colour (empty while they load), behind a store: select what you show. */
  tasks: TasksStore;
  isExpanded: (cellKey: string) => boolean;
  toggleExpanded: (cellKey: string) => void;
  cueActions: CueActions;
  taskActions: TaskActions;
  /** What was typed into task inputs, kept while their rows are scrolled out of view. */
  taskDrafts: TaskDrafts;
  onEditCue: (cue: Cue) => void;
  onDeleteCue: (cue: Cue) => void;
  /** The custom fields shown as columns (docs/decisions/0034-custom-fields.md), in order. */
  fields: readonly CueField[];
  /** cueId → fieldId → value. */
  fieldValues: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>>;
  /** Saves (null clears) one value; resolves true when saved. */
  setFieldValue: (cue: Cue, field: CueField, value: CueFieldValue | null, base?: CueFieldValue | null) => Promise<boolean>;
  /** A search or filter hides rows: dragging is off (the order of hidden rows would be guessed). */
  filtered: boolean;
}

export const RundownContext = createContext<RundownContextValue | null>(null);

export function useRundown(): RundownContextValue {
  const value = useContext(RundownContext);
  if (!value) throw new Error('useRundown must be used inside RundownTable');
  return value;
}
