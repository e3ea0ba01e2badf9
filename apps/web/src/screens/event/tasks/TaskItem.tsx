import { useState } from 'react';
import { Check, Pencil, Trash, X } from 'lucide-react';
import type { Task } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { TaskActions } from './useTaskActions';
import { TaskColorPopover } from './TaskColorPopover';

interface TaskItemProps {
  task: Task;
  actions: TaskActions;
}

/** One task: click to tick or untick; edit inline (Enter saves), colour, delete. */
export function TaskItem({ task, actions }: TaskItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = `task ${task.description}`;

  async function saveEdit() {
    if (draft === null) return;
    const description = draft.trim();
    if (description === '') return;
    if (description === task.description) {
      setDraft(null);
      return;
    }
    if (await actions.updateTask(task, { description })) setDraft(null);
  }

  if (draft !== null) {
    return (
      <li className="flex items-center gap-1">
        <Input
          autoFocus
          value={draft}
          aria-label={`Edit ${label}`}
          maxLength={500}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void saveEdit();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              setDraft(null);
            }
          }}
          className="h-7 px-2 text-sm"
        />
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-7"
          aria-label={`Save ${label}`}
          disabled={draft.trim() === ''}
          onClick={() => void saveEdit()}
        >
          <Check aria-hidden="true" className="size-3.5" />
        </Button>
        <Button size="icon-sm" variant="ghost" className="size-7" aria-label={`Cancel editing ${label}`} onClick={() => setDraft(null)}>
          <X aria-hidden="true" className="size-3.5" />
        </Button>
      </li>
    );
  }

  return (
    <li
      className="group relative flex items-start gap-1 rounded border-l-4 border-transparent pl-1"
      style={task.color ? { borderLeftColor: task.color } : undefined}
    >
      <button
        type="button"
        role="checkbox"
        aria-checked={task.completed}
        onClick={() => void actions.updateTask(task, { completed: !task.completed })}
        className="flex min-w-0 flex-1 items-start gap-2 rounded px-1 py-1 text-left text-sm outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-sm border-2 border-foreground/70',
            task.completed && 'border-success bg-success text-success-foreground',
          )}
        >
          {task.completed && <Check className="size-3" strokeWidth={3} />}
        </span>
        <span className={cn('min-w-0 break-words', task.completed && 'text-muted-foreground line-through')}>{task.description}</span>
      </button>
      {/* With a mouse the buttons float over the text's end on hover or focus, so a narrow column
          keeps its words whole; on touch screens they stay in view beside the text. */}
      <span className="flex shrink-0 items-center pointer-fine:absolute pointer-fine:top-0 pointer-fine:right-0 pointer-fine:rounded pointer-fine:bg-card pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100">
        <Button size="icon-sm" variant="ghost" className="size-7" aria-label={`Edit ${label}`} onClick={() => setDraft(task.description)}>
          <Pencil aria-hidden="true" className="size-3.5" />
        </Button>
        <TaskColorPopover color={task.color} label={label} onApply={(color) => void actions.updateTask(task, { color })} />
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-7"
          aria-label={`Delete ${label}`}
          onClick={() => void actions.deleteTask(task)}
        >
          <Trash aria-hidden="true" className="size-3.5" />
        </Button>
      </span>
    </li>
  );
}
