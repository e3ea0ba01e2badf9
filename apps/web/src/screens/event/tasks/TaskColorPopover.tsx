import { useState } from 'react';
import { Palette } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ColorSwatches, colorName } from '../ColorSwatches';
import { useAppT } from '@/i18n/appI18n';

interface TaskColorPopoverProps {
  color: string;
  /** The task's description ("Check mics"). */
  label: string;
  onApply: (color: string) => void;
}

/**
 * A task's colour: pick from the palette, then Apply; Clear removes it. The popover itself is mounted
 * on first use: a rundown shows hundreds of tasks at once, and a closed popover per task would cost
 * more to render than everything else in its cell.
 */
export function TaskColorPopover({ color, label, onApply }: TaskColorPopoverProps) {
  const t = useAppT();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(color);

  function apply(value: string) {
    setOpen(false);
    if (value.toUpperCase() !== color.toUpperCase()) onApply(value);
  }

  const trigger = (
    <Button
      variant="ghost"
      size="icon-sm"
      className="size-7"
      aria-label={t('show.tasks.colourOf', { task: label, colour: colorName(color) })}
      onClick={
        used
          ? undefined
          : () => {
              setDraft(color);
              setUsed(true);
              setOpen(true);
            }
      }
    >
      <Palette aria-hidden="true" className="size-3.5" style={color ? { color } : undefined} />
    </Button>
  );
  if (!used) return trigger;

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(color);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-auto" align="end">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">{t('show.tasks.colour')}</p>
          <ColorSwatches label={t('show.tasks.colourSwatches', { task: label })} value={draft} onSelect={setDraft} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => apply('')}>
              {t('show.tasks.clear')}
            </Button>
            <Button size="sm" onClick={() => apply(draft)}>
              {t('show.tasks.apply')}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
