import { createContext, useContext } from 'react';
import type { Cue, Department } from '@showcaller/shared';
import type { TaskIndex } from '@/api/rundown';
import type { TaskActions } from '../tasks/useTaskActions';
import type { CueActions } from './useCueActions';

export type TasksStatus = 'pending' | 'error' | 'success';

/** What every row and cell of the rundown table shares; provided once by RundownTable. */
export interface RundownContextValue {
  editMode: boolean;
  departments: readonly Department[];
  tasksStatus: TasksStatus;
  taskIndex: TaskIndex;
  isExpanded: (cellKey: string) => boolean;
  toggleExpanded: (cellKey: string) => void;
  cueActions: CueActions;
  taskActions: TaskActions;
  onEditCue: (cue: Cue) => void;
  onDeleteCue: (cue: Cue) => void;
}

export const RundownContext = createContext<RundownContextValue | null>(null);

export function useRundown(): RundownContextValue {
  const value = useContext(RundownContext);
  if (!value) throw new Error('useRundown must be used inside RundownTable');
  return value;
}
