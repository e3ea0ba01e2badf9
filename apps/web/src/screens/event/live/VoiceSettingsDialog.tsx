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
import { speechAvailable } from '@/voice/speech';
import { useShowCallerVoice, useVoices, useVoiceSettings } from '@/voice/useVoiceSettings';
import { speakAnnouncement } from '@/voice/speakAnnouncement';

const SLIDERS: readonly { key: VoiceNumberKey; label: string; format: (v: number) => string }[] = [
  { key: 'rate', label: 'Speed', format: (v) => `${v.toFixed(1)}×` },
  { key: 'pitch', label: 'Pitch', format: (v) => v.toFixed(1) },
  { key: 'volume', label: 'Volume', format: (v) => `${Math.round(v * 100)}%` },
];

const AUTO_SPEAK: readonly { key: keyof AutoSpeak; label: string }[] = [
  { key: 'onStandby', label: 'Announce on standby' },
  { key: 'onGo', label: 'Announce on go' },
  { key: 'onCueChange', label: 'Announce cue changes ("New cue N")' },
];

interface VoiceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Test button speaks this cue's standby call. */
  sampleCue: Pick<Cue, 'number' | 'action'> | null;
}

/** Memoised: the control panel re-renders on every status change; this dialog only when its props do. */
export const VoiceSettingsDialog = memo(function VoiceSettingsDialog({ open, onOpenChange, sampleCue }: VoiceSettingsDialogProps) {
  const id = useId();
  const [voice, setVoice] = useShowCallerVoice();
  const [settings, setSettings] = useVoiceSettings();
  const voices = useVoices();
  const available = speechAvailable();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Voice Settings</DialogTitle>
          <DialogDescription>How cues are announced on this device. Changes are saved at once.</DialogDescription>
        </DialogHeader>
        {!available && (
          <p role="note" className="rounded-md border border-warning/60 px-3 py-2 text-sm">
            Speech is not available in this browser. Announcements stay silent.
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-voice`} className="text-sm font-medium">
            Voice
          </label>
          <select
            id={`${id}-voice`}
            value={voice.voiceURI}
            onChange={(e) => setVoice({ voiceURI: e.target.value })}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">Browser default</option>
            {voices.map((v) => (
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
                  {label}
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
          <legend className="mb-1 text-sm font-medium">Automatic announcements</legend>
          {AUTO_SPEAK.map(({ key, label }) => (
            <label key={key} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={settings.autoSpeak[key]}
                onChange={(e) => setSettings({ autoSpeak: { ...settings.autoSpeak, [key]: e.target.checked } })}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={!available}
            onClick={() => speakAnnouncement(announcement('standby', sampleCue ?? { number: 1, action: 'Test announcement' }))}
          >
            <Volume2 aria-hidden="true" />
            Test
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
