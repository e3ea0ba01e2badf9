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
import { appFormatLocale, appT, useAppT } from '@/i18n/appI18n';

function elementLabel(element: StageElement): string {
  switch (element) {
    case 'timer':
      return appT('setup.layouts.element.timer');
    case 'clock':
      return appT('setup.layouts.element.clock');
    case 'currentCue':
      return appT('setup.layouts.element.currentCue');
    case 'nextCue':
      return appT('setup.layouts.element.nextCue');
    case 'message':
      return appT('setup.layouts.element.message');
    case 'progress':
      return appT('setup.layouts.element.progress');
    case 'auxTimer':
      return appT('setup.layouts.element.auxTimer');
    default:
      element satisfies never;
      return '';
  }
}

function sizeLabel(size: StageElementSize): string {
  switch (size) {
    case 'small':
      return appT('setup.layouts.size.small');
    case 'medium':
      return appT('setup.layouts.size.medium');
    case 'large':
      return appT('setup.layouts.size.large');
    default:
      size satisfies never;
      return '';
  }
}

function flipLabel(flip: StageFlip): string {
  switch (flip) {
    case 'none':
      return appT('setup.layouts.flip.none');
    case 'mirror':
      return appT('setup.layouts.flip.mirror');
    case 'upside-down':
      return appT('setup.layouts.flip.upsideDown');
    case 'both':
      return appT('setup.layouts.flip.both');
    default:
      flip satisfies never;
      return '';
  }
}

const controlClassName = 'h-9 rounded-md border bg-background px-2 text-sm';

interface LayoutFieldsProps {
  config: StageLayoutConfig;
  onChange: (next: StageLayoutConfig) => void;
}

export function LayoutFields({ config, onChange }: LayoutFieldsProps) {
  const id = useId();
  const t = useAppT();
  const ratio = contrastRatio(config.text, config.background);
  const readable = ratio >= STAGE_MIN_CONTRAST;
  const ratioText = new Intl.NumberFormat(appFormatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio);
  const setElement = (name: StageElement, patch: Partial<StageLayoutConfig['elements'][StageElement]>) =>
    onChange({ ...config, elements: { ...config.elements, [name]: { ...config.elements[name], ...patch } } });

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('setup.layouts.shows')}</legend>
        {STAGE_ELEMENTS.map((name) => (
          <div key={name} className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={config.elements[name].show}
                onChange={(e) => setElement(name, { show: e.currentTarget.checked })}
              />
              {elementLabel(name)}
            </label>
            <select
              aria-label={t('setup.layouts.elementSize', { element: elementLabel(name) })}
              className={controlClassName}
              value={config.elements[name].size}
              disabled={!config.elements[name].show}
              onChange={(e) => {
                const size = STAGE_ELEMENT_SIZES.find((s) => s === e.currentTarget.value);
                if (size) setElement(name, { size });
              }}
            >
              {STAGE_ELEMENT_SIZES.map((s) => (
                <option key={s} value={s}>
                  {sizeLabel(s)}
                </option>
              ))}
            </select>
          </div>
        ))}
        {config.elements.auxTimer.show && (
          <label className="flex flex-wrap items-center justify-between gap-2 text-sm" htmlFor={`${id}-aux-slot`}>
            {t('setup.layouts.whichTimers')}
            <select
              id={`${id}-aux-slot`}
              className={controlClassName}
              value={config.auxTimerSlot ?? 'all'}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onChange({ ...config, auxTimerSlot: v === '1' ? 1 : v === '2' ? 2 : v === '3' ? 3 : null });
              }}
            >
              <option value="all">{t('setup.layouts.everyTimer')}</option>
              {AUX_TIMER_SLOTS.map((n) => (
                <option key={n} value={String(n)}>
                  {t('setup.layouts.onlyTimer', { n })}
                </option>
              ))}
            </select>
          </label>
        )}
        {!config.elements.timer.show && config.elements.clock.show && (
          <p className="text-xs text-muted-foreground">{t('setup.layouts.clockFills')}</p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('setup.layouts.colours')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-bg`}>
            <input
              id={`${id}-bg`}
              type="color"
              value={config.background}
              onChange={(e) => onChange({ ...config, background: e.currentTarget.value })}
            />
            {t('setup.layouts.background')}
          </label>
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-text`}>
            <input
              id={`${id}-text`}
              type="color"
              value={config.text}
              onChange={(e) => onChange({ ...config, text: e.currentTarget.value })}
            />
            {t('setup.layouts.text')}
          </label>
        </div>
        <p
          className={readable ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}
          role={readable ? undefined : 'alert'}
          data-testid="layout-contrast"
        >
          {readable
            ? t('setup.layouts.contrastReadable', { ratio: ratioText })
            : t('setup.layouts.contrastLow', { ratio: ratioText, min: STAGE_MIN_CONTRAST })}
        </p>
      </fieldset>

      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-flip`}>
          {t('setup.layouts.flip')}
          <select
            id={`${id}-flip`}
            className={controlClassName}
            value={config.flip}
            onChange={(e) => {
              const flip = STAGE_FLIPS.find((f) => f === e.currentTarget.value);
              if (flip) onChange({ ...config, flip });
            }}
          >
            {STAGE_FLIPS.map((f) => (
              <option key={f} value={f}>
                {flipLabel(f)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-logo-place`}>
          {t('setup.layouts.logo')}
          <select
            id={`${id}-logo-place`}
            className={controlClassName}
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
                  {t(place === 'left' ? 'setup.layouts.logoLeft' : 'setup.layouts.logoRight', {
                    size: sizeLabel(size).toLocaleLowerCase(appFormatLocale()),
                  })}
                </option>
              )),
            )}
          </select>
        </label>
      </div>
    </div>
  );
}
