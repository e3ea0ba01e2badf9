import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { directionOf, MEMBER_ROLE_TEXT, type Cue, type MyAccess } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { RundownTokenProvider, useCues, useDepartments, useRundownToken, useShowEvent } from '@/api/rundown';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';
import { AccessCodesPanel } from './AccessCodesPanel';
import { CallerSessionEnded } from './CallerSessionEnded';
import { CueDialog } from './dialogs/CueDialog';
import { ManageDepartmentsDialog } from './dialogs/ManageDepartmentsDialog';
import { EventHeader } from './EventHeader';
import { EventNotice } from './EventNotice';
import { parseEventId } from './eventId';
import { ExportPanel } from './export/ExportPanel';
import { ConfirmationTicks } from './integrations/ConfirmationTicks';
import { ControlPanel } from './live/ControlPanel';
import { EndShowButton } from './live/EndShowButton';
import { LiveShowProvider } from './live/LiveShowProvider';
import { ShowProjection } from './live/ShowProjection';
import { ProducerMessages } from './live/ProducerMessages';
import { LinkedStartBanner } from './linked/LinkedStartBanner';
import { StartLinkButton } from './linked/StartLinkDialog';
import { LiveRundownToolbar, LiveShortcuts } from './live/LiveShowControls';
import { VoiceToggles } from './live/VoiceToggles';
import { NotesPanel } from './notes/NotesPanel';
import { PresenceBar } from './live/presence';
import { HistoryPanel } from './history/HistoryPanel';
import { RundownSection } from './RundownSection';
import { isShowTab, useTabShortcuts, type ShowTab } from './useTabShortcuts';
import { readCallerToken } from '@/api/callerSession';
import { useMyAccess } from '@/api/team';
import { WatchPanel } from './live/WatchPanel';
import { useLiveShow } from './live/liveShowContext';

function ShortcutHint({ letter }: { letter: string }) {
  return (
    <kbd aria-hidden="true" className="hidden rounded border border-current/30 px-1 font-mono text-[0.7rem] leading-4 opacity-70 sm:inline">
      {letter}
    </kbd>
  );
}

const NO_CUES: readonly Cue[] = [];

// Set-up work, rarely opened during a show: its code loads when the tab is first opened.
const IntegrationsPanel = lazy(() => import('./integrations/IntegrationsPanel').then((m) => ({ default: m.IntegrationsPanel })));
const TeamPanel = lazy(() => import('./team/TeamPanel').then((m) => ({ default: m.TeamPanel })));

/** Until the role is known, offer what an owner or a co-caller gets (the server decides anyway). */
const CALLER_ACCESS: MyAccess = { role: 'caller', departmentIds: [], editsRundown: true, runsShow: true, managesEvent: false };

function roleLabel(access: MyAccess): string {
  const r = access.role;
  return r === 'producer' || r === 'editor' || r === 'lead' || r === 'viewer' ? MEMBER_ROLE_TEXT[r].label : r;
}

interface CueDialogState {
  open: boolean;
  cue: Cue | null;
}

/** What a screen opened without an account puts in place of the co-caller's (the share page, docs/decisions/0036-share-links.md). */
export interface ShowScreenFrame {
  /** Shown instead of the show when its session is refused (401). */
  sessionEnded: ReactNode;
  /** Shown over the show the moment the server revokes its live access, with the server's reason. */
  dropped: (reason: string) => ReactNode;
  /** In place of the header's Dashboard and Access Department buttons. */
  headerNav: ReactNode;
}

/** With a frame, the live `revoked` reason replaces the whole show with `frame.dropped`: nothing of it stays on screen. */
function DroppedGate({ frame, children }: { frame: ShowScreenFrame | undefined; children: ReactNode }) {
  const { revokedReason } = useLiveShow();
  if (frame && revokedReason) return frame.dropped(revokedReason);
  return children;
}

export function ShowScreen({ eventId, frame }: { eventId: number; frame?: ShowScreenFrame }) {
  const event = useShowEvent(eventId);
  const cues = useCues(eventId);
  const departments = useDepartments(eventId);
  const cueList = cues.data ?? NO_CUES;
  const [tab, setTab] = useState<ShowTab>('rundown');
  const [editMode, setEditMode] = useState(false);
  const [cueDialog, setCueDialog] = useState<CueDialogState>({ open: false, cue: null });
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const t = useAppT();
  useDocumentTitle(event.data?.name ?? t('rundown.page.titleFallback'));

  const onEditCue = useCallback((cue: Cue) => setCueDialog({ open: true, cue }), []);
  const coCaller = useRundownToken() !== undefined;
  // What this person may do (docs/decisions/0031-team-members-and-roles.md): members see only their role's controls.
  const access = useMyAccess(eventId).data ?? CALLER_ACCESS;
  const runs = access.runsShow;
  // A tab this role does not have is not opened by its key either.
  useTabShortcuts((next) => {
    if (runs || (next !== 'access-codes' && next !== 'integrations')) setTab(next);
  });

  if (coCaller && event.isError && isApiError(event.error) && event.error.status === 401)
    return frame ? frame.sessionEnded : <CallerSessionEnded eventId={eventId} />;
  if (event.isError && isApiError(event.error) && (event.error.status === 404 || event.error.status === 403)) {
    return <EventNotice title={t('rundown.event.notFound')}>{t('rundown.event.noAccess')}</EventNotice>;
  }

  // The live provider re-renders only its consumers (panel, rows, shortcuts), never this whole screen.
  return (
    <TooltipProvider>
      <LiveShowProvider eventId={eventId} cues={cueList} cuesLoaded={cues.isSuccess}>
        {runs && <LiveShortcuts editMode={editMode} />}
        <DroppedGate frame={frame}>
          <div className="flex min-h-dvh flex-col bg-background">
            <EventHeader
              eventId={eventId}
              name={event.data?.name}
              voiceControls={<VoiceToggles />}
              showActions={runs ? <EndShowButton eventId={eventId} /> : undefined}
              canRename={access.editsRundown}
              {...(frame ? { nav: frame.headerNav } : {})}
            />
            <main id="main" className="flex min-w-0 flex-1 flex-col gap-4 p-3 sm:p-4">
              {event.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {t('rundown.event.loadFailed')}
                </p>
              )}
              {runs ? <ControlPanel /> : <WatchPanel roleLabel={roleLabel(access)} />}
              {runs && <ConfirmationTicks eventId={eventId} />}
              <ShowProjection cues={cueList} />
              {runs && <ProducerMessages eventId={eventId} />}
              {/* Timing across rooms (docs/decisions/0028-linked-event-starts.md): only the owner sees the production, so only the owner edits the link. */}
              {runs && (
                <LinkedStartBanner
                  eventId={eventId}
                  cues={cueList}
                  action={event.data?.productionId ? <StartLinkButton eventId={eventId} /> : undefined}
                />
              )}
              <PresenceBar cues={cueList} />
              {/* Radix sets dir="ltr" on its root unless told: the rundown turns right to left with the page. */}
              <Tabs
                dir={directionOf(appFormatLocale())}
                value={tab}
                onValueChange={(value) => isShowTab(value) && setTab(value)}
                className="flex min-w-0 flex-col"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <TabsList
                    aria-label={t('rundown.tabs.label')}
                    className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto sm:gap-0"
                  >
                    <TabsTrigger value="rundown" aria-keyshortcuts="R">
                      {t('rundown.tab.rundown')} <ShortcutHint letter="R" />
                    </TabsTrigger>
                    {runs && (
                      <TabsTrigger value="access-codes" aria-keyshortcuts="A">
                        {t('rundown.tab.accessCodes')} <ShortcutHint letter="A" />
                      </TabsTrigger>
                    )}
                    <TabsTrigger value="export" aria-keyshortcuts="E">
                      {t('rundown.tab.export')} <ShortcutHint letter="E" />
                    </TabsTrigger>
                    <TabsTrigger value="annotations" aria-keyshortcuts="T">
                      {t('rundown.tab.notes')} <ShortcutHint letter="T" />
                    </TabsTrigger>
                    {runs && (
                      <TabsTrigger value="integrations" aria-keyshortcuts="I">
                        {t('rundown.tab.integrations')} <ShortcutHint letter="I" />
                      </TabsTrigger>
                    )}
                    <TabsTrigger value="history" aria-keyshortcuts="Y">
                      {t('rundown.tab.history')} <ShortcutHint letter="Y" />
                    </TabsTrigger>
                    {access.managesEvent && !coCaller && <TabsTrigger value="team">{t('rundown.tab.team')}</TabsTrigger>}
                  </TabsList>
                  {access.editsRundown && (
                    <LiveRundownToolbar
                      editMode={editMode}
                      onEditModeChange={setEditMode}
                      onNewAction={() => setCueDialog({ open: true, cue: null })}
                      onAddDepartment={() => setDepartmentsOpen(true)}
                    />
                  )}
                </div>
                <TabsContent value="rundown" className="min-w-0">
                  <h2 className="sr-only">{t('rundown.tab.rundown')}</h2>
                  <RundownSection eventId={eventId} editMode={editMode && access.editsRundown} onEditCue={onEditCue} access={access} />
                </TabsContent>
                <TabsContent value="access-codes">
                  <AccessCodesPanel eventId={eventId} showCallerCode={event.data?.showCallerCode} />
                </TabsContent>
                <TabsContent value="export" aria-labelledby="export-heading">
                  <ExportPanel eventId={eventId} headingId="export-heading" />
                </TabsContent>
                <TabsContent value="annotations" aria-labelledby="notes-heading">
                  <NotesPanel eventId={eventId} headingId="notes-heading" />
                </TabsContent>
                <TabsContent value="history" aria-labelledby="history-heading">
                  <HistoryPanel eventId={eventId} cues={cueList} headingId="history-heading" canEdit={access.editsRundown} />
                </TabsContent>
                <TabsContent value="integrations" aria-labelledby="integrations-heading">
                  <Suspense fallback={<p className="text-sm text-muted-foreground">{t('rundown.tab.loadingIntegrations')}</p>}>
                    <IntegrationsPanel eventId={eventId} headingId="integrations-heading" />
                  </Suspense>
                </TabsContent>
                {access.managesEvent && !coCaller && (
                  <TabsContent value="team" aria-labelledby="team-heading">
                    <Suspense fallback={<p className="text-sm text-muted-foreground">{t('rundown.tab.loadingTeam')}</p>}>
                      <TeamPanel eventId={eventId} headingId="team-heading" />
                    </Suspense>
                  </TabsContent>
                )}
              </Tabs>
            </main>
          </div>
        </DroppedGate>
      </LiveShowProvider>
      <CueDialog
        eventId={eventId}
        open={cueDialog.open}
        cue={cueDialog.cue}
        cues={cueList}
        onOpenChange={(open) => setCueDialog((prev) => ({ ...prev, open }))}
      />
      <ManageDepartmentsDialog
        eventId={eventId}
        departments={departments.data ?? []}
        open={departmentsOpen}
        onOpenChange={setDepartmentsOpen}
      />
    </TooltipProvider>
  );
}

/**
 * /event/{id}: the show-running screen (docs/product.md#screens), without the sidebar. The owner's account, or a
 * co-caller with this tab's show caller code session, whose token then serves every call and the socket.
 */
export function EventShowPage() {
  const { id } = useParams();
  const eventId = parseEventId(id);
  const t = useAppT();
  if (eventId === null) return <EventNotice title={t('rundown.event.notFound')}>{t('rundown.event.missingId')}</EventNotice>;
  return <CallerTokenScope key={eventId} eventId={eventId} />;
}

/**
 * The tab's show caller code session, read once when the show opens. The ended-session page clears
 * the stored token; a later render of this page (a language change) must not then turn the co-caller
 * into the account of the tab, which would leave that page for a show screen with no credential.
 */
function CallerTokenScope({ eventId }: { eventId: number }) {
  const [callerToken] = useState(() => readCallerToken(eventId) ?? undefined);
  return (
    <RundownTokenProvider token={callerToken}>
      <ShowScreen eventId={eventId} />
    </RundownTokenProvider>
  );
}
