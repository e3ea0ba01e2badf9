import { useState } from 'react';
import type { EventListItem, Production } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { useEvents } from '@/api/events';
import { useProductions } from '@/api/productions';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DashboardHeader } from './DashboardHeader';
import { DashboardHero, QuickTips, ShortcutsLegend } from './DashboardIntro';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventFormDialog, type EventPlaceChoice } from './EventFormDialog';
import { groupEvents } from './groupEvents';
import { ProductionFormDialog } from './ProductionFormDialog';
import { ProductionsSection } from './ProductionsSection';
import { EventsSection } from './EventsSection';
import { EventCardsSkeleton, EventsLoadError } from './EventsStatus';
import { TrialBanner } from './TrialBanner';
import { useAppT } from '@/i18n/appI18n';

type FormState = { mode: 'create'; place?: EventPlaceChoice } | { mode: 'edit'; event: EventListItem } | null;
type ProductionForm = { production: Production | null } | null;

/** /dashboard (docs/product.md#screens): the signed-in user's events and the way into each one. */
export function DashboardPage() {
  const t = useAppT();
  useDocumentTitle(t('general.nav.dashboard'));
  const { user } = useUser();
  const events = useEvents();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<EventListItem | null>(null);
  const productions = useProductions();
  const [productionForm, setProductionForm] = useState<ProductionForm>(null);
  const openCreate = () => setForm({ mode: 'create' });

  function renderContent() {
    if (events.isPending) return <EventCardsSkeleton />;
    if (events.isError) {
      return <EventsLoadError error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />;
    }
    // Without productions (or before they load) the events are listed exactly as before.
    const { groups, standalone } = groupEvents(events.data, productions.data ?? []);
    return (
      <>
        <TrialBanner user={user} />
        <DashboardHero onCreate={openCreate} />
        <div className="grid gap-4 lg:grid-cols-2">
          <QuickTips />
          <ShortcutsLegend />
        </div>
        <ProductionsSection
          groups={groups}
          onNewProduction={() => setProductionForm({ production: null })}
          onEditProduction={(production) => setProductionForm({ production })}
          onCreateIn={(production, day) => setForm({ mode: 'create', place: { production, day } })}
          onEdit={(event) => setForm({ mode: 'edit', event })}
          onDelete={setDeleting}
        />
        {/* Events without a production, as before; hidden only when every event is in a production. */}
        {(standalone.length > 0 || groups.length === 0) && (
          <EventsSection
            events={standalone}
            refreshing={events.isFetching}
            onRefresh={() => void events.refetch()}
            onCreate={openCreate}
            onEdit={(event) => setForm({ mode: 'edit', event })}
            onDelete={setDeleting}
          />
        )}
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
        place={form?.mode === 'create' ? form.place : null}
      />
      <ProductionFormDialog
        open={productionForm !== null}
        onOpenChange={(open) => !open && setProductionForm(null)}
        production={productionForm?.production ?? null}
      />
      <DeleteEventDialog event={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
