import { useState } from 'react';
import { Check, Pencil, Trash, X } from 'lucide-react';
import type { Task } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { TaskActions } from './useTaskActions';
import { TaskColorPopover } from './TaskColorPopover';
import { editTaskDraftKey, type TaskDrafts } from './taskDrafts';
import { useAppT } from '@/i18n/appI18n';

interface TaskItemProps {
  task: Task;
  actions: TaskActions;
  /** Show the Edit, Colour and Delete buttons (edit mode, or a cell's own edit toggle in run mode). */
  tools: boolean;
  /** Not this person's column (docs/decisions/0031-team-members-and-roles.md): shown, not ticked. */
  readOnly?: boolean;
  drafts: TaskDrafts;
}

/**
 * One task: a click anywhere on its text ticks or unticks it; edit inline (Enter saves), colour and
 * delete have their own buttons, shown only when asked for and laid out beside the text, never over
 * it, so a click meant for the tick can never land on Edit or Delete (docs/product.md#during-a-show).
 */
export function TaskItem({ task, actions, tools, readOnly = false, drafts }: TaskItemProps) {
  const draftKey = editTaskDraftKey(task.id);
  // An edit in progress survives its row being scrolled away and back.
  const [draft, setDraftState] = useState<string | null>(() => drafts.get(draftKey) ?? null);
  const t = useAppT();
  const label = task.description;

  function setDraft(text: string | null) {
    setDraftState(text);
    if (text === null) drafts.delete(draftKey);
    else drafts.set(draftKey, text);
  }

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
          aria-label={t('show.tasks.edit', { task: label })}
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
          aria-label={t('show.tasks.save', { task: label })}
          disabled={draft.trim() === ''}
          onClick={() => void saveEdit()}
        >
          <Check aria-hidden="true" className="size-3.5" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-7"
          aria-label={t('show.tasks.cancelEdit', { task: label })}
          onClick={() => setDraft(null)}
        >
          <X aria-hidden="true" className="size-3.5" />
        </Button>
      </li>
    );
  }

  return (
    <li
      className="flex flex-wrap items-start justify-end gap-x-1 rounded border-s-4 border-transparent ps-1"
      style={task.color ? { borderInlineStartColor: task.color } : undefined}
    >
      <button
        type="button"
        role="checkbox"
        aria-checked={task.completed}
        aria-readonly={readOnly || undefined}
        disabled={readOnly}
        onClick={() => void actions.updateTask(task, { completed: !task.completed })}
        className="flex min-w-[7rem] flex-1 basis-0 items-start gap-2 rounded px-1 py-1 text-start text-sm outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default disabled:hover:bg-transparent"
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
      {tools && (
        // In flow: beside the text when the column is wide enough, below it otherwise.
        <span className="flex shrink-0 items-center">
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-7"
            aria-label={t('show.tasks.edit', { task: label })}
            onClick={() => setDraft(task.description)}
          >
            <Pencil aria-hidden="true" className="size-3.5" />
          </Button>
          <TaskColorPopover color={task.color} label={label} onApply={(color) => void actions.updateTask(task, { color })} />
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-7"
            aria-label={t('show.tasks.delete', { task: label })}
            onClick={() => void actions.deleteTask(task)}
          >
            <Trash aria-hidden="true" className="size-3.5" />
          </Button>
        </span>
      )}
    </li>
  );
}
