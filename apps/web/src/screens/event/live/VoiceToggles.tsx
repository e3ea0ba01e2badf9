/** Header voice toggles (docs/product.md#screens): Voice on/off, Auto/Manual, Overtime On/Off — saved in showCallerVoiceSettings. */
import { AlarmClock, AlarmClockOff, Bot, Hand, Volume2, VolumeX, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useShowCallerVoice } from '@/voice/useVoiceSettings';
import { useAppT } from '@/i18n/appI18n';

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
  const t = useAppT();
  const [voice, setVoice] = useShowCallerVoice();
  return (
    <div role="group" aria-label={t('show.voice.group')} className="flex flex-wrap items-center gap-1.5">
      <Toggle
        on={voice.enabled}
        onText={t('show.voice.on')}
        offText={t('show.voice.off')}
        OnIcon={Volume2}
        OffIcon={VolumeX}
        title={t('show.voice.onTitle')}
        onChange={(enabled) => setVoice({ enabled })}
      />
      <Toggle
        on={voice.autoAnnounce}
        onText={t('show.voice.autoOn')}
        offText={t('show.voice.manual')}
        OnIcon={Bot}
        OffIcon={Hand}
        title={t('show.voice.autoTitle')}
        onChange={(autoAnnounce) => setVoice({ autoAnnounce })}
      />
      <Toggle
        on={voice.announceOvertime}
        onText={t('show.voice.overtimeOn')}
        offText={t('show.voice.overtimeOff')}
        OnIcon={AlarmClock}
        OffIcon={AlarmClockOff}
        title={t('show.voice.overtimeTitle')}
        onChange={(announceOvertime) => setVoice({ announceOvertime })}
      />
    </div>
  );
}
