import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Calendar } from './calendar';
import { cn } from '@/lib/utils';

describe('ui kit', () => {
  it('cn lets later Tailwind classes win', () => {
    const hidden = window.innerWidth < 0;
    expect(cn('px-2 text-sm', hidden && 'hidden', 'px-4')).toBe('text-sm px-4');
  });

  it('Button defaults to type="button" and can render a link', () => {
    render(
      <>
        <Button>Save</Button>
        <Button asChild variant="outline">
          <a href="/x">Go</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass('border');
  });

  it('Calendar shows one month, starts the week on Sunday and shows outside days', () => {
    const { container } = render(<Calendar mode="single" defaultMonth={new Date(2025, 4, 1)} />);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    const weekdays = container.querySelectorAll('thead th');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'Sunday');
    // May 2025 starts on a Thursday: the first row begins with April 27.
    expect(screen.getAllByRole('gridcell')[0]).toHaveTextContent('27');
  });

  it('a dialog clears the toasts as it opens, so none sits over its buttons', async () => {
    const page = (open: boolean) => (
      <>
        <Toaster />
        <Dialog open={open}>
          <DialogContent>
            <DialogTitle>New Action</DialogTitle>
            <DialogDescription>Add a cue</DialogDescription>
            <Button>Save</Button>
          </DialogContent>
        </Dialog>
      </>
    );
    const { rerender } = render(page(false));
    act(() => void toast.success('Cue created', { duration: 60_000 }));
    expect(await screen.findByText('Cue created')).toBeInTheDocument();
    rerender(page(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cue created')).not.toBeInTheDocument());
  });
});
