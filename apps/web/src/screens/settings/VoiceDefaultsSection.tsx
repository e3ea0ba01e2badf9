import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import type { AppMessageKey } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SettingsSection } from './SettingsSection';
import {
  clampVoice,
  DEFAULT_VOICE,
  readVoiceDefaults,
  saveVoiceDefaults,
  VOICE_RANGES,
  type VoiceDefaults,
  type VoiceNumberKey,
} from './voiceDefaults';
import { useAppT } from '@/i18n/appI18n';

const SLIDERS: { key: VoiceNumberKey; label: AppMessageKey; format: (v: number) => string }[] = [
  { key: 'rate', label: 'general.settings.voice.rate', format: (v) => `${v.toFixed(1)}×` },
  { key: 'pitch', label: 'general.settings.voice.pitch', format: (v) => v.toFixed(1) },
  { key: 'volume', label: 'general.settings.voice.volume', format: (v) => `${Math.round(v * 100)}%` },
];

function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-primary"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Voice defaults for new shows, stored in this browser; the show screen starts from them. */
export function VoiceDefaultsSection() {
  const t = useAppT();
  const [voice, setVoice] = useState<VoiceDefaults>(readVoiceDefaults);
  const canSpeak = speechAvailable();

  function change(next: Partial<VoiceDefaults>) {
    const merged = { ...voice, ...next };
    saveVoiceDefaults(merged);
    setVoice(merged);
  }

  function testVoice() {
    if (!canSpeak) return;
    const utterance = new SpeechSynthesisUtterance(t('general.settings.voice.sample'));
    utterance.rate = voice.rate;
    utterance.pitch = voice.pitch;
    utterance.volume = voice.volume;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }

  return (
    <SettingsSection id="voice" title={t('general.settings.voice.title')} description={t('general.settings.voice.description')}>
      <div className="grid gap-5">
        {SLIDERS.map(({ key, label, format }) => {
          const { min, max, step } = VOICE_RANGES[key];
          const id = `voice-${key}`;
          return (
            <div key={key} className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={id}>{t(label)}</Label>
                <output htmlFor={id} className="font-mono text-sm tabular-nums">
                  {format(voice[key])}
                </output>
              </div>
              <input
                id={id}
                type="range"
                min={min}
                max={max}
                step={step}
                value={voice[key]}
                aria-valuetext={format(voice[key])}
                onChange={(e) => change({ [key]: clampVoice(key, Number(e.target.value)) })}
                className="w-full accent-primary"
              />
            </div>
          );
        })}
        <Toggle
          id="voice-enabled"
          label={t('general.settings.voice.enabled')}
          hint={t('general.settings.voice.enabledHint')}
          checked={voice.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <Toggle
          id="voice-overtime"
          label={t('general.settings.voice.overtime')}
          hint={t('general.settings.voice.overtimeHint')}
          checked={voice.announceOvertime}
          onChange={(announceOvertime) => change({ announceOvertime })}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={testVoice} disabled={!canSpeak}>
            <Volume2 aria-hidden="true" />
            {t('general.settings.voice.test')}
          </Button>
          <Button variant="ghost" onClick={() => change({ ...DEFAULT_VOICE })}>
            {t('general.settings.voice.reset')}
          </Button>
          {!canSpeak && <p className="text-sm text-muted-foreground">{t('general.settings.voice.unavailable')}</p>}
        </div>
      </div>
    </SettingsSection>
  );
}
