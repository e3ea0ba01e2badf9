import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatLocalDate } from '@/lib/eventDate';
import { cn } from '@/lib/utils';
import { useAppT } from '@/i18n/appI18n';

interface DatePickerFieldProps {
  id: string;
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  disabled?: boolean;
}

/** A labelled button that opens the calendar (docs/product.md#screens) in a popover. */
export function DatePickerField({ id, label, value, onChange, disabled }: DatePickerFieldProps) {
  const t = useAppT();
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className="grid gap-2">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            className={cn('w-full justify-start text-left font-normal', !value && 'text-muted-foreground')}
          >
            <CalendarDays aria-hidden="true" />
            <span id={valueId}>{value ? formatLocalDate(value) : t('general.date.pick')}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
          <Calendar
            mode="single"
            selected={value}
            defaultMonth={value}
            onSelect={(date) => {
              onChange(date);
              if (date) setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
