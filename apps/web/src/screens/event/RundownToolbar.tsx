import { useId } from 'react';
import { useParams } from 'react-router';
import { Check, ChevronDown, Download, FileSpreadsheet, ListPlus, Lock, Pencil, Printer, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { parseEventId } from './eventId';
import { useAppT } from '@/i18n/appI18n';
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
  const t = useAppT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy !== null} aria-busy={busy !== null}>
          <Download aria-hidden="true" />
          {busy ? t('rundown.toolbar.exporting') : t('rundown.tab.export')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => void exportExcel()}>
          <FileSpreadsheet aria-hidden="true" />
          {t('rundown.toolbar.excel')}
        </DropdownMenuItem>
        {/* printRundown opens its window at once: onSelect runs inside the click, so popup blockers allow it. */}
        <DropdownMenuItem onSelect={() => void printRundown({ kind: 'master' })}>
          <Printer aria-hidden="true" />
          {t('rundown.toolbar.pdf')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** New Action, Add Department, the Edit Rundown / Done Editing toggle and Export (docs/product.md#screens). */
export function RundownToolbar({ editMode, onToggleEdit, onNewAction, onAddDepartment, locked = false }: RundownToolbarProps) {
  const lockedId = useId();
  const t = useAppT();
  // The show screen's route (/event/:id) names the event; the toolbar needs nothing more from its parent.
  const eventId = parseEventId(useParams().id);
  return (
    <div role="toolbar" aria-label={t('rundown.tab.rundown')} className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={onNewAction}>
        <ListPlus aria-hidden="true" />
        {t('rundown.toolbar.newAction')}
      </Button>
      <Button size="sm" variant="outline" onClick={onAddDepartment}>
        <Users aria-hidden="true" />
        {t('rundown.toolbar.addDepartment')}
      </Button>
      <Button
        size="sm"
        variant={editMode ? 'default' : 'outline'}
        aria-pressed={editMode}
        aria-describedby={locked && !editMode ? lockedId : undefined}
        onClick={onToggleEdit}
      >
        {editMode ? <Check aria-hidden="true" /> : locked ? <Lock aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editMode ? t('rundown.toolbar.doneEditing') : t('rundown.toolbar.editRundown')}
      </Button>
      {eventId !== null && <ExportMenu eventId={eventId} />}
      {locked && !editMode && (
        <span id={lockedId} className="sr-only">
          {t('rundown.toolbar.locked')}
        </span>
      )}
    </div>
  );
}
