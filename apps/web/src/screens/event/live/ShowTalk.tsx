/**
 * Below the control panel: the stage display's controls and messages to crews (docs/decisions/0017-stage-display-and-crew-talk.md),
 * open by default and collapsible; M and Shift+M open it again when collapsed.
 */
import { memo } from 'react';
import { CrewMessagesPanel } from './CrewTalkPanel';
import { CueColorsSetting } from './CueColorsSetting';
import { GoGuardSetting } from './GoGuardSetting';
import { SavedMessagesEditor } from './SavedMessagesEditor';
import { StageControls } from './StageControls';
import { useAppT } from '@/i18n/appI18n';

/** Memoised: it depends on the event only, so a GO or a countdown tick in the control panel above leaves it alone. */
export const ShowTalk = memo(function ShowTalk({ eventId }: { eventId: number }) {
  const t = useAppT();
  return (
    <details open className="rounded-lg border p-2" data-testid="show-talk">
      <summary className="cursor-pointer px-1 font-semibold">{t('show.talk.section')}</summary>
      <div className="mt-2 grid gap-3 lg:grid-cols-2">
        <StageControls eventId={eventId} />
        <CrewMessagesPanel eventId={eventId} />
      </div>
      <div className="mt-2 flex flex-col gap-2 px-1">
        <SavedMessagesEditor eventId={eventId} />
        <CueColorsSetting eventId={eventId} />
        <GoGuardSetting eventId={eventId} />
      </div>
    </details>
  );
});
