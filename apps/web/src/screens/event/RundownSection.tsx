import type { Cue } from '@showcaller/shared';
import { useCues, useDepartments } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RundownTable } from './rundown/RundownTable';

interface RundownSectionProps {
  eventId: number;
  editMode: boolean;
  onEditCue: (cue: Cue) => void;
}

/** Loads cues and departments, then shows the table (or its loading and error states). */
export function RundownSection({ eventId, editMode, onEditCue }: RundownSectionProps) {
  const cues = useCues(eventId);
  const departments = useDepartments(eventId);

  if (cues.isError || departments.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="font-medium text-destructive">{cues.isError ? 'Failed to fetch cues' : 'Failed to load departments'}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (cues.isError) void cues.refetch();
            if (departments.isError) void departments.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (cues.isPending || departments.isPending) {
    return (
      <div role="status" aria-label="Loading rundown" className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  return <RundownTable eventId={eventId} cues={cues.data} departments={departments.data} editMode={editMode} onEditCue={onEditCue} />;
}
