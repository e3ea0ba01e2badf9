import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface AddTaskFormProps {
  /** "Sound, cue 3". */
  label: string;
  onAdd: (description: string) => Promise<boolean>;
}

/** The "Add Task" input: trimmed, the button disabled while empty. */
export function AddTaskForm({ label, onAdd }: AddTaskFormProps) {
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const description = value.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (description === '' || saving) return;
    setSaving(true);
    const added = await onAdd(description);
    setSaving(false);
    if (added) setValue('');
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-center gap-1">
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Enter task..."
        aria-label={`New task for ${label}`}
        maxLength={500}
        className="h-7 px-2 text-sm"
      />
      <Button type="submit" size="icon-sm" className="size-7" aria-label={`Add Task for ${label}`} disabled={description === '' || saving}>
        <Plus aria-hidden="true" className="size-3.5" />
      </Button>
    </form>
  );
}
