import type { ComponentProps } from 'react';
import { DayPicker, type ChevronProps } from 'react-day-picker';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

function CalendarChevron({ orientation, className }: ChevronProps) {
  const classes = cn('size-4', className);
  switch (orientation) {
    case 'left':
      return <ChevronLeft aria-hidden="true" className={classes} />;
    case 'right':
      return <ChevronRight aria-hidden="true" className={classes} />;
    case 'up':
      return <ChevronUp aria-hidden="true" className={classes} />;
    case 'down':
    case undefined:
      return <ChevronDown aria-hidden="true" className={classes} />;
    default:
      return orientation satisfies never;
  }
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/** Date picker (docs/product.md#screens: one month shown, week starts on Sunday, outside days shown). */
export function Calendar({
  className,
  classNames,
  components,
  showOutsideDays = true,
  weekStartsOn = 0,
  numberOfMonths = 1,
  ...props
}: CalendarProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      weekStartsOn={weekStartsOn}
      numberOfMonths={numberOfMonths}
      className={cn('p-3', className)}
      classNames={{
        root: 'relative w-fit',
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'flex w-full flex-col gap-4',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
        button_next: buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
        month_caption: 'flex h-8 items-center justify-center px-8',
        caption_label: 'text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-[0.8rem] font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'relative size-9 p-0 text-center text-sm',
        day_button: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9 font-normal aria-selected:opacity-100'),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
        today: '[&>button]:border [&>button]:border-primary',
        outside: 'text-muted-foreground [&>button]:text-muted-foreground',
        disabled: 'opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      {...props}
    />
  );
}
