import { useEffect, useState } from 'react';
import { ListPlus, Users } from 'lucide-react';
import { directionOf, type Cue } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCues, useDepartments, useEventTasks, useShowEvent } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AccessCodesPanel } from '../event/AccessCodesPanel';
import { CueDialog } from '../event/dialogs/CueDialog';
import { ManageDepartmentsDialog } from '../event/dialogs/ManageDepartmentsDialog';
import { NotesPanel } from '../event/notes/NotesPanel';
import { WallClock } from '../event/WallClock';
import { SimpleRundownTable } from './SimpleRundownTable';

interface SimpleRundownProps {
  eventId: number;
  /** The session cannot open this event (401, 403, 404): ask for a code. */
  onAccessDenied: (status: number) => void;
}

function deniedStatus(error: unknown): number | null {
  return isApiError(error) && [401, 403, 404].includes(error.status) ? error.status : null;
}

/** The simple rundown of one event, with whichever session the provider above supplies. */
export function SimpleRundown({ eventId, onAccessDenied }: SimpleRundownProps) {
  const event = useShowEvent(eventId);
  const cues = useCues(eventId);
  const departments = useDepartments(eventId);
  const tasks = useEventTasks(eventId);
  const [cueDialog, setCueDialog] = useState<{ open: boolean; cue: Cue | null }>({ open: false, cue: null });
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const t = useAppT();
  const title = event.isPending ? t('setup.simple.loading') : event.data?.name || t('setup.simple.untitled');
  useDocumentTitle(title);

  const denied = deniedStatus(event.error) ?? deniedStatus(cues.error);
  useEffect(() => {
    if (denied !== null) onAccessDenied(denied);
  }, [denied, onAccessDenied]);

  const loadFailed = cues.isError || departments.isError || tasks.isError;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b bg-card px-4 py-3">
        <h1 className="min-w-0 truncate text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
        <WallClock className="rounded-md bg-muted px-3 py-1" />
      </header>
      <main id="main" className="flex min-w-0 flex-1 flex-col gap-4 p-3 sm:p-4">
        {/* Radix Tabs are left-to-right unless told: the app's direction. */}
        <Tabs dir={directionOf(appFormatLocale())} defaultValue="rundown" className="flex min-w-0 flex-col">
          <TabsList aria-label={t('setup.simple.sections')} className="self-start">
            <TabsTrigger value="rundown">{t('setup.simple.tab.rundown')}</TabsTrigger>
            <TabsTrigger value="access-codes">{t('setup.simple.tab.access')}</TabsTrigger>
            <TabsTrigger value="notes">{t('setup.simple.tab.notes')}</TabsTrigger>
          </TabsList>
          <TabsContent value="rundown" className="flex min-w-0 flex-col gap-3">
            <div role="toolbar" aria-label={t('setup.simple.tab.rundown')} className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setCueDialog({ open: true, cue: null })}>
                <ListPlus aria-hidden="true" />
                {t('setup.simple.newAction')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDepartmentsOpen(true)}>
                <Users aria-hidden="true" />
                {t('setup.simple.addDepartment')}
              </Button>
            </div>
            {loadFailed ? (
              <p role="alert" className="text-sm text-destructive">
                {t('setup.simple.fetchFailed')}
              </p>
            ) : cues.isPending || departments.isPending || tasks.isPending ? (
              <div role="status" aria-label={t('setup.simple.loadingRundown')} className="flex flex-col gap-2">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
            ) : (
              <SimpleRundownTable
                cues={cues.data}
                departments={departments.data}
                tasks={tasks.data}
                onEdit={(cue) => setCueDialog({ open: true, cue })}
              />
            )}
          </TabsContent>
          <TabsContent value="access-codes">
            <AccessCodesPanel eventId={eventId} showCallerCode={event.data?.showCallerCode} />
          </TabsContent>
          <TabsContent value="notes" aria-labelledby="simple-notes-heading">
            <NotesPanel eventId={eventId} headingId="simple-notes-heading" live />
          </TabsContent>
        </Tabs>
      </main>
      <CueDialog
        eventId={eventId}
        open={cueDialog.open}
        cue={cueDialog.cue}
        cues={cues.data ?? []}
        onOpenChange={(open) => setCueDialog((prev) => ({ ...prev, open }))}
      />
      <ManageDepartmentsDialog
        eventId={eventId}
        departments={departments.data ?? []}
        open={departmentsOpen}
        onOpenChange={setDepartmentsOpen}
      />
    </div>
  );
}
