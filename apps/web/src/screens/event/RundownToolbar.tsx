import { useId } from 'react';
import { useParams } from 'react-router';
import { Check, ChevronDown, Download, FileSpreadsheet, ListPlus, Lock, Pencil, Printer, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { parseEventId } from './eventId';
import { useExportActions } from './export/useExportActions';

interface RundownToolbarProps {
  editMode: boolean;
  onToggleEdit: () => void;
  onNewAction: () => void;
  onAddDepartment: () => void;
  /** The show is live: entering edit mode asks to unlock first. */
  locked?: boolean;
}

/** Export (Excel or PDF) beside the rundown's other controls (docs/product.md#screens); the Export tab has the rest. */
function ExportMenu({ eventId }: { eventId: number }) {
  const { busy, exportExcel, printRundown } = useExportActions(eventId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy !== null} aria-busy={busy !== null}>
          <Download aria-hidden="true" />
          {busy ? 'Exporting…' : 'Export'}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => void exportExcel()}>
          <FileSpreadsheet aria-hidden="true" />
          Excel (.xlsx)
        </DropdownMenuItem>
        {/* printRundown opens its window at once: onSelect runs inside the click, so popup blockers allow it. */}
        <DropdownMenuItem onSelect={() => void printRundown({ kind: 'master' })}>
          <Printer aria-hidden="true" />
          PDF (print the rundown)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** New Action, Add Department, the Edit Rundown / Done Editing toggle and Export (docs/product.md#screens). */
export function RundownToolbar({ editMode, onToggleEdit, onNewAction, onAddDepartment, locked = false }: RundownToolbarProps) {
  const lockedId = useId();
  // The show screen's route (/event/:id) names the event; the toolbar needs nothing more from its parent.
  const eventId = parseEventId(useParams().id);
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
      {eventId !== null && <ExportMenu eventId={eventId} />}
      {locked && !editMode && (
        <span id={lockedId} className="sr-only">
          Locked while the show is live
        </span>
      )}
    </div>
  );
}
