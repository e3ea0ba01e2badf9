/** Header voice toggles (docs/product.md#screens): Voice on/off, Auto/Manual, Overtime On/Off — saved in showCallerVoiceSettings. */
import { AlarmClock, AlarmClockOff, Bot, Hand, Volume2, VolumeX, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useShowCallerVoice } from '@/voice/useVoiceSettings';

function Toggle({
  on,
  onText,
  offText,
  OnIcon,
  OffIcon,
  title,
  onChange,
}: {
  on: boolean;
  onText: string;
  offText: string;
  OnIcon: LucideIcon;
  OffIcon: LucideIcon;
  title: string;
  onChange: (on: boolean) => void;
}) {
  const Icon = on ? OnIcon : OffIcon;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      title={title}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring',
        on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background text-foreground hover:bg-accent',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {on ? onText : offText}
    </button>
  );
}

export function VoiceToggles() {
  const [voice, setVoice] = useShowCallerVoice();
  return (
    <div role="group" aria-label="Voice announcements" className="flex flex-wrap items-center gap-1.5">
      <Toggle
        on={voice.enabled}
        onText="Voice On"
        offText="Voice Off"
        OnIcon={Volume2}
        OffIcon={VolumeX}
        title="Speak cue announcements on this device"
        onChange={(enabled) => setVoice({ enabled })}
      />
      <Toggle
        on={voice.autoAnnounce}
        onText="Auto"
        offText="Manual"
        OnIcon={Bot}
        OffIcon={Hand}
        title="Auto: announce status changes. Manual: only CALL speaks."
        onChange={(autoAnnounce) => setVoice({ autoAnnounce })}
      />
      <Toggle
        on={voice.announceOvertime}
        onText="Overtime On"
        offText="Overtime Off"
        OnIcon={AlarmClock}
        OffIcon={AlarmClockOff}
        title={'Say "Over time" when a running cue passes its duration'}
        onChange={(announceOvertime) => setVoice({ announceOvertime })}
      />
    </div>
  );
}
