import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Cue, CueField, CueFieldValue, MyAccess } from '@showcaller/shared';
import { useCues, useDepartments, useEventTasks, useRundownToken } from '@/api/rundown';
import { isApiError } from '@/api/client';
import { useCueFieldMutations, useCueFields, valuesByCue } from '@/api/cueFields';
import { notifyError } from '@/lib/notify';
import { appT, useAppT } from '@/i18n/appI18n';
import { CustomFieldsDialog } from './fields/CustomFieldsDialog';
import { filterCues, type CueFilter } from './rundown/cueFilter';
import { RundownFilterBar } from './rundown/RundownFilterBar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RundownTable } from './rundown/RundownTable';

interface RundownSectionProps {
  eventId: number;
  editMode: boolean;
  onEditCue: (cue: Cue) => void;
  /** The asker's rights (docs/decisions/0031-team-members-and-roles.md); absent: everything (the event detail page). */
  access?: MyAccess;
}

/**
 * How long the rows wait for the tasks once the cues and departments are in. The three requests start
 * together, and the tasks usually follow within milliseconds: one render with every checklist costs
 * far less than rows with loading checklists re-rendered at once. Slower tasks show those placeholders.
 */
export const TASKS_GRACE_MS = 200;

const NO_FIELDS: readonly CueField[] = [];

/** Loads cues and departments, then shows the table (or its loading and error states). */
export function RundownSection({ eventId, editMode, onEditCue, access }: RundownSectionProps) {
  const cues = useCues(eventId);
  const departments = useDepartments(eventId);
  const tasks = useEventTasks(eventId);
  const fieldsQuery = useCueFields(eventId);
  const fields = fieldsQuery.data?.fields ?? NO_FIELDS;
  const fieldValues = useMemo(() => valuesByCue(fieldsQuery.data), [fieldsQuery.data]);
  const valueCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const v of fieldsQuery.data?.values ?? []) counts.set(v.fieldId, (counts.get(v.fieldId) ?? 0) + 1);
    return counts;
  }, [fieldsQuery.data]);
  const { mutateAsync: putValue } = useCueFieldMutations(eventId).setValue;
  const setFieldValue = useCallback(
    async (cue: Cue, field: CueField, value: CueFieldValue | null, base?: CueFieldValue | null) => {
      try {
        await putValue({ cueId: cue.id, fieldId: field.id, value, ...(base === undefined ? {} : { base }) });
        return true;
      } catch (err) {
        notifyError(
          appT('rundown.field.updateFailed', { field: field.name }),
          (isApiError(err) ? err.serverText : undefined) ?? appT('rundown.field.saveError'),
        );
        return false;
      }
    },
    [putValue],
  );
  const [filter, setFilter] = useState<CueFilter>({ search: '', field: null });
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const t = useAppT();
  const owner = useRundownToken() === undefined;
  const visibleCueIds = useMemo(
    () => (cues.data ? filterCues(cues.data, fields, fieldValues, filter) : undefined),
    [cues.data, fields, fieldValues, filter],
  );
  const rowsReady = cues.isSuccess && departments.isSuccess;
  // Once shown, the rows stay: later task loads (a refetch after an error) show in the cells.
  const [rowsShown, setRowsShown] = useState(false);
  if (!rowsShown && rowsReady && !tasks.isPending) setRowsShown(true);
  const waitingForTasks = rowsReady && tasks.isPending && !rowsShown;
  useEffect(() => {
    if (!waitingForTasks) return;
    const timer = window.setTimeout(() => setRowsShown(true), TASKS_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [waitingForTasks]);

  if (cues.isError || departments.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="font-medium text-destructive">
          {cues.isError ? t('rundown.section.cuesFailed') : t('rundown.section.departmentsFailed')}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (cues.isError) void cues.refetch();
            if (departments.isError) void departments.refetch();
          }}
        >
          {t('rundown.common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (cues.isPending || departments.isPending || waitingForTasks) {
    return (
      <div role="status" aria-label={t('rundown.section.loading')} className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  return (
    <>
      <RundownFilterBar
        fields={fields}
        filter={filter}
        onChange={setFilter}
        shown={visibleCueIds?.size ?? cues.data.length}
        total={cues.data.length}
        onManageFields={() => setFieldsOpen(true)}
      />
      <RundownTable
        eventId={eventId}
        cues={cues.data}
        departments={departments.data}
        tasks={tasks.data}
        tasksStatus={tasks.status}
        editMode={editMode}
        onEditCue={onEditCue}
        fields={fields}
        fieldValues={fieldValues}
        setFieldValue={setFieldValue}
        visibleCueIds={visibleCueIds}
        access={access}
      />
      <CustomFieldsDialog
        eventId={eventId}
        fields={fields}
        departments={departments.data}
        valueCounts={valueCounts}
        owner={owner}
        open={fieldsOpen}
        onOpenChange={setFieldsOpen}
      />
    </>
  );
}
