/**
 * The fields of one stage layout (docs/decisions/0035-stage-layouts-and-lobby.md): which elements
 * show and how big, the colours (with their contrast, which the server holds to 4.5:1), the flip
 * for a confidence monitor, and where the logo sits. Controlled: the draft lives in the dialog.
 */
import { useId } from 'react';
import {
  contrastRatio,
  STAGE_ELEMENTS,
  STAGE_FLIPS,
  STAGE_ELEMENT_SIZES,
  STAGE_MIN_CONTRAST,
  type StageElement,
  type StageElementSize,
  type StageFlip,
  type StageLayoutConfig,
  AUX_TIMER_SLOTS,
} from '@showcaller/shared';

const ELEMENT_LABELS: Record<StageElement, string> = {
  timer: 'Timer',
  clock: 'Clock (time of day)',
  currentCue: 'Current cue',
  nextCue: 'Next cue',
  message: 'Caller’s message',
  progress: 'Progress bar',
  auxTimer: 'Timers the caller puts on stage',
};

const SIZE_LABELS: Record<StageElementSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

const FLIP_LABELS: Record<StageFlip, string> = {
  none: 'None',
  mirror: 'Mirror (read in a mirror)',
  'upside-down': 'Upside down',
  both: 'Rotated 180° (hung upside down)',
};

const control = 'h-9 rounded-md border bg-background px-2 text-sm';

interface LayoutFieldsProps {
  config: StageLayoutConfig;
  onChange: (next: StageLayoutConfig) => void;
}

export function LayoutFields({ config, onChange }: LayoutFieldsProps) {
  const id = useId();
  const ratio = contrastRatio(config.text, config.background);
  const readable = ratio >= STAGE_MIN_CONTRAST;
  const setElement = (name: StageElement, patch: Partial<StageLayoutConfig['elements'][StageElement]>) =>
    onChange({ ...config, elements: { ...config.elements, [name]: { ...config.elements[name], ...patch } } });

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">What the screen shows</legend>
        {STAGE_ELEMENTS.map((name) => (
          <div key={name} className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={config.elements[name].show}
                onChange={(e) => setElement(name, { show: e.currentTarget.checked })}
              />
              {ELEMENT_LABELS[name]}
            </label>
            <select
              aria-label={`${ELEMENT_LABELS[name]} size`}
              className={control}
              value={config.elements[name].size}
              disabled={!config.elements[name].show}
              onChange={(e) => {
                const size = STAGE_ELEMENT_SIZES.find((s) => s === e.currentTarget.value);
                if (size) setElement(name, { size });
              }}
            >
              {STAGE_ELEMENT_SIZES.map((s) => (
                <option key={s} value={s}>
                  {SIZE_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        ))}
        {config.elements.auxTimer.show && (
          <label className="flex flex-wrap items-center justify-between gap-2 text-sm" htmlFor={`${id}-aux-slot`}>
            Which timers
            <select
              id={`${id}-aux-slot`}
              className={control}
              value={config.auxTimerSlot ?? 'all'}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onChange({ ...config, auxTimerSlot: v === '1' ? 1 : v === '2' ? 2 : v === '3' ? 3 : null });
              }}
            >
              <option value="all">Every timer on stage</option>
              {AUX_TIMER_SLOTS.map((n) => (
                <option key={n} value={String(n)}>
                  Only timer {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {!config.elements.timer.show && config.elements.clock.show && (
          <p className="text-xs text-muted-foreground">Without the timer, the clock fills the screen.</p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Colours</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-bg`}>
            <input
              id={`${id}-bg`}
              type="color"
              value={config.background}
              onChange={(e) => onChange({ ...config, background: e.currentTarget.value })}
            />
            Background
          </label>
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-text`}>
            <input
              id={`${id}-text`}
              type="color"
              value={config.text}
              onChange={(e) => onChange({ ...config, text: e.currentTarget.value })}
            />
            Text
          </label>
        </div>
        <p
          className={readable ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}
          role={readable ? undefined : 'alert'}
          data-testid="layout-contrast"
        >
          Contrast {ratio.toFixed(1)}:1
          {readable ? ' — readable from the stage.' : ` — too low to read from the stage; it needs ${STAGE_MIN_CONTRAST}:1.`} Wrap-up
          colours stay amber and red.
        </p>
      </fieldset>

      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-flip`}>
          Flip (confidence monitor)
          <select
            id={`${id}-flip`}
            className={control}
            value={config.flip}
            onChange={(e) => {
              const flip = STAGE_FLIPS.find((f) => f === e.currentTarget.value);
              if (flip) onChange({ ...config, flip });
            }}
          >
            {STAGE_FLIPS.map((f) => (
              <option key={f} value={f}>
                {FLIP_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-logo-place`}>
          Logo
          <select
            id={`${id}-logo-place`}
            className={control}
            value={`${config.logoPlace}-${config.logoSize}`}
            onChange={(e) => {
              const [place, size] = e.currentTarget.value.split('-');
              const logoSize = STAGE_ELEMENT_SIZES.find((s) => s === size);
              if ((place === 'left' || place === 'right') && logoSize) onChange({ ...config, logoPlace: place, logoSize });
            }}
          >
            {(['left', 'right'] as const).flatMap((place) =>
              STAGE_ELEMENT_SIZES.map((size) => (
                <option key={`${place}-${size}`} value={`${place}-${size}`}>
                  {place === 'left' ? 'Left of the title' : 'Right of the title'}, {SIZE_LABELS[size].toLowerCase()}
                </option>
              )),
            )}
          </select>
        </label>
      </div>
    </div>
  );
}
