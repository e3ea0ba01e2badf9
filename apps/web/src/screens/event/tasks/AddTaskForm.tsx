import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TaskDrafts } from './taskDrafts';
import { useAppT } from '@/i18n/appI18n';

interface AddTaskFormProps {
  /** "Sound, cue 3". */
  label: string;
  onAdd: (description: string) => Promise<boolean>;
  /** Where the typed text survives the row being scrolled away, under `draftKey`. */
  drafts: TaskDrafts;
  draftKey: string;
  /** Opened on demand (run mode): take the focus, and Escape closes it (the text stays a draft). */
  onClose?: () => void;
}

/** The "Add Task" input: trimmed, the button disabled while empty. */
export function AddTaskForm({ label, onAdd, drafts, draftKey, onClose }: AddTaskFormProps) {
  const t = useAppT();
  const [value, setValue] = useState(() => drafts.get(draftKey) ?? '');
  const [saving, setSaving] = useState(false);
  const description = value.trim();

  function change(text: string) {
    setValue(text);
    drafts.set(draftKey, text);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (description === '' || saving) return;
    setSaving(true);
    const added = await onAdd(description);
    setSaving(false);
    if (added) change('');
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-center gap-1">
      <Input
        value={value}
        autoFocus={onClose !== undefined}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !onClose) return;
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }}
        placeholder={t('show.tasks.placeholder')}
        aria-label={t('show.tasks.newFor', { cell: label })}
        maxLength={500}
        className="h-7 px-2 text-sm"
      />
      <Button
        type="submit"
        size="icon-sm"
        className="size-7"
        aria-label={t('show.tasks.addFor', { cell: label })}
        disabled={description === '' || saving}
      >
        <Plus aria-hidden="true" className="size-3.5" />
      </Button>
    </form>
  );
}
