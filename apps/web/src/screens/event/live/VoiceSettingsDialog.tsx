/**
 * Voice Settings (docs/product.md#screens, docs/product.md#validation): voice, speed, pitch and volume of the show caller's voice
 * (`showCallerVoiceSettings`) and the automatic announcement rules (`voiceSettings.autoSpeak`).
 * Native controls: keyboard and screen-reader friendly, no extra code shipped.
 */
import { memo, useId } from 'react';
import { Volume2 } from 'lucide-react';
import type { Cue } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { announcement } from '@/voice/announcements';
import { clampVoiceNumber, VOICE_RANGES, type AutoSpeak, type VoiceNumberKey } from '@/voice/settings';
import { sameLanguage, speechAvailable } from '@/voice/speech';
import { useShowCallerVoice, useVoices, useVoiceSettings } from '@/voice/useVoiceSettings';
import { speakAnnouncement } from '@/voice/speakAnnouncement';
import type { AppMessageKey } from '@showcaller/shared';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';

const one = (v: number) => new Intl.NumberFormat(appFormatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
const SLIDERS: readonly { key: VoiceNumberKey; label: AppMessageKey; format: (v: number) => string }[] = [
  { key: 'rate', label: 'show.voice.speed', format: (v) => `${one(v)}×` },
  { key: 'pitch', label: 'show.voice.pitch', format: one },
  { key: 'volume', label: 'show.voice.volume', format: (v) => new Intl.NumberFormat(appFormatLocale(), { style: 'percent' }).format(v) },
];

const AUTO_SPEAK: readonly { key: keyof AutoSpeak; label: AppMessageKey }[] = [
  { key: 'onStandby', label: 'show.voice.onStandby' },
  { key: 'onGo', label: 'show.voice.onGo' },
  { key: 'onCueChange', label: 'show.voice.onCueChange' },
];

interface VoiceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Test button speaks this cue's standby call. */
  sampleCue: Pick<Cue, 'number' | 'action'> | null;
}

/** Memoised: the control panel re-renders on every status change; this dialog only when its props do. */
export const VoiceSettingsDialog = memo(function VoiceSettingsDialog({ open, onOpenChange, sampleCue }: VoiceSettingsDialogProps) {
  const t = useAppT();
  const id = useId();
  const [voice, setVoice] = useShowCallerVoice();
  const [settings, setSettings] = useVoiceSettings();
  const voices = useVoices();
  const available = speechAvailable();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('show.voice.title')}</DialogTitle>
          <DialogDescription>{t('show.voice.description')}</DialogDescription>
        </DialogHeader>
        {!available && (
          <p role="note" className="rounded-md border border-warning/60 px-3 py-2 text-sm">
            {t('show.voice.unavailable')}
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-voice`} className="text-sm font-medium">
            {t('show.voice.voice')}
          </label>
          <select
            id={`${id}-voice`}
            value={voice.voiceURI}
            onChange={(e) => setVoice({ voiceURI: e.target.value })}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">{t('show.voice.browserDefault')}</option>
            {/* The app's language first: a voice of another language is not used for its words (speech.ts). */}
            {[...voices]
              .sort((a, b) => Number(sameLanguage(b.lang, appFormatLocale())) - Number(sameLanguage(a.lang, appFormatLocale())))
              .map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {v.name} ({v.lang})
                </option>
              ))}
          </select>
        </div>
        {SLIDERS.map(({ key, label, format }) => {
          const range = VOICE_RANGES[key];
          return (
            <div key={key} className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between">
                <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
                  {t(label)}
                </label>
                <output htmlFor={`${id}-${key}`} className="font-mono text-sm tabular-nums">
                  {format(voice[key])}
                </output>
              </div>
              <input
                id={`${id}-${key}`}
                type="range"
                min={range.min}
                max={range.max}
                step={range.step}
                value={voice[key]}
                aria-valuetext={format(voice[key])}
                onChange={(e) => setVoice({ [key]: clampVoiceNumber(key, Number(e.target.value), voice[key]) })}
                className="h-6 w-full accent-primary"
              />
            </div>
          );
        })}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('show.voice.auto')}</legend>
          {AUTO_SPEAK.map(({ key, label }) => (
            <label key={key} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={settings.autoSpeak[key]}
                onChange={(e) => setSettings({ autoSpeak: { ...settings.autoSpeak, [key]: e.target.checked } })}
                className="size-4 accent-primary"
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={!available}
            onClick={() => speakAnnouncement(announcement('standby', sampleCue ?? { number: 1, action: t('show.voice.testCue') }))}
          >
            <Volume2 aria-hidden="true" />
            {t('show.voice.test')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('show.voice.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
