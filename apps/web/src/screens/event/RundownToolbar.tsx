import { useId } from 'react';
import { Check, ListPlus, Lock, Pencil, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface RundownToolbarProps {
  editMode: boolean;
  onToggleEdit: () => void;
  onNewAction: () => void;
  onAddDepartment: () => void;
  /** The show is live: entering edit mode asks to unlock first. */
  locked?: boolean;
}

/** New Action, Add Department and the Edit Rundown / Done Editing toggle (spec 2 §2). */
export function RundownToolbar({ editMode, onToggleEdit, onNewAction, onAddDepartment, locked = false }: RundownToolbarProps) {
  const lockedId = useId();
  return (
    <div role="toolbar" aria-label="Rundown" className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={onNewAction}>
        <ListPlus aria-hidden="true" />
        New Action
      </Button>
      <Button size="sm" variant="outline" onClick={onAddDepartment}>
        <Users aria-hidden="true" />
        Add Department
      </Button>
      <Button
        size="sm"
        variant={editMode ? 'default' : 'outline'}
        aria-pressed={editMode}
        aria-describedby={locked && !editMode ? lockedId : undefined}
        onClick={onToggleEdit}
      >
        {editMode ? <Check aria-hidden="true" /> : locked ? <Lock aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editMode ? 'Done Editing' : 'Edit Rundown'}
      </Button>
      {locked && !editMode && (
        <span id={lockedId} className="sr-only">
          Locked while the show is live
        </span>
      )}
    </div>
  );
}
