import { memo, useState } from 'react';
import type { Cue } from '@showcaller/shared';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ColorSwatches, colorName } from '../ColorSwatches';
import { useRundown } from './RundownContext';
import { useAppT } from '@/i18n/appI18n';

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="block h-6 w-full min-w-6 rounded border border-border"
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}

/** The cue's colour mark; in edit mode a palette popover changes it. */
export const ColorMarkCell = memo(function ColorMarkCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const [open, setOpen] = useState(false);
  const name = colorName(cue.colorMark);
  const t = useAppT();

  if (!editMode) {
    return (
      <span className="block" title={cue.colorMark ? name : undefined}>
        <Swatch color={cue.colorMark} />
        <span className="sr-only">{cue.colorMark ? t('rundown.colour.named', { name }) : t('rundown.colour.none')}</span>
      </span>
    );
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={t('rundown.colour.triggerLabel', { number: cue.number, name })}
        className="block w-full rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Swatch color={cue.colorMark} />
      </PopoverTrigger>
      <PopoverContent className="w-auto" align="start">
        <p className="mb-2 text-sm font-medium">{t('rundown.cueDialog.rowColour')}</p>
        <ColorSwatches
          label={t('rundown.colour.label', { number: cue.number })}
          value={cue.colorMark}
          onSelect={(value) => {
            setOpen(false);
            if (value.toUpperCase() !== cue.colorMark.toUpperCase()) void cueActions.setColorMark(cue, value);
          }}
        />
      </PopoverContent>
    </Popover>
  );
});
