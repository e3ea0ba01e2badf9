import { Check } from 'lucide-react';
import { COLOR_PALETTE, type AppMessageKey } from '@showcaller/shared';
import { appT, useAppT } from '@/i18n/appI18n';
import { cn } from '@/lib/utils';

const COLOUR_WORDS: Record<(typeof COLOR_PALETTE)[number]['name'], AppMessageKey> = {
  None: 'rundown.colour.paletteNone',
  Pink: 'rundown.colour.pink',
  'Dark Yellow': 'rundown.colour.darkYellow',
  Black: 'rundown.colour.black',
  Purple: 'rundown.colour.purple',
  'Dark Green': 'rundown.colour.darkGreen',
  'Light Green': 'rundown.colour.lightGreen',
};

/** The palette's name for a colour value ("None" for empty; the value itself when it is not in the palette). */
export function colorName(value: string): string {
  const v = value.trim().toUpperCase();
  const color = COLOR_PALETTE.find((c) => c.value.toUpperCase() === v);
  return color ? appT(COLOUR_WORDS[color.name]) : value;
}

interface ColorSwatchesProps {
  value: string;
  onSelect: (value: string) => void;
  /** Accessible name of the group, e.g. "Row colour". */
  label: string;
  disabled?: boolean;
}

/** The row colour palette (docs/product.md#data) as a radio group of swatches; "None" is a crossed-out swatch. */
export function ColorSwatches({ value, onSelect, label, disabled = false }: ColorSwatchesProps) {
  const current = value.trim().toUpperCase();
  const t = useAppT();
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
      {COLOR_PALETTE.map((color) => {
        const selected = color.value.toUpperCase() === current;
        return (
          <button
            key={color.name}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t(COLOUR_WORDS[color.name])}
            title={t(COLOUR_WORDS[color.name])}
            disabled={disabled}
            onClick={() => onSelect(color.value)}
            className={cn(
              'relative inline-flex size-8 items-center justify-center rounded-md border-2 border-border outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-60',
              selected && 'border-foreground',
              color.value === '' &&
                'bg-[linear-gradient(135deg,transparent_45%,var(--color-destructive)_45%,var(--color-destructive)_55%,transparent_55%)]',
            )}
            style={color.value ? { backgroundColor: color.value } : undefined}
          >
            {selected && <Check aria-hidden="true" className="size-4 rounded-sm bg-background/80 text-foreground" />}
          </button>
        );
      })}
    </div>
  );
}
