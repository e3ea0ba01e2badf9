import { useState } from 'react';
import type { EventListItem } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { useEvents } from '@/api/events';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DashboardHeader } from './DashboardHeader';
import { DashboardHero, QuickTips, ShortcutsLegend } from './DashboardIntro';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventFormDialog } from './EventFormDialog';
import { EventsSection } from './EventsSection';
import { EventCardsSkeleton, EventsLoadError } from './EventsStatus';
import { TrialBanner } from './TrialBanner';

type FormState = { mode: 'create' } | { mode: 'edit'; event: EventListItem } | null;

/** /dashboard (docs/product.md#screens): the signed-in user's events and the way into each one. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useUser();
  const events = useEvents();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<EventListItem | null>(null);
  const openCreate = () => setForm({ mode: 'create' });

  function renderContent() {
    if (events.isPending) return <EventCardsSkeleton />;
    if (events.isError) {
      return <EventsLoadError error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />;
    }
    return (
      <>
        <TrialBanner user={user} />
        <DashboardHero onCreate={openCreate} />
        <div className="grid gap-4 lg:grid-cols-2">
          <QuickTips />
          <ShortcutsLegend />
        </div>
        <EventsSection
          events={events.data}
          refreshing={events.isFetching}
          onRefresh={() => void events.refetch()}
          onCreate={openCreate}
          onEdit={(event) => setForm({ mode: 'edit', event })}
          onDelete={setDeleting}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
      <DashboardHeader />
      {renderContent()}
      <EventFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        event={form?.mode === 'edit' ? form.event : null}
      />
      <DeleteEventDialog event={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
