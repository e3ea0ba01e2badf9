import { useState, type FormEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { toast } from 'sonner';
import { useUpdateEventTitle } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/lib/notify';
import { useAppT } from '@/i18n/appI18n';

interface EditableTitleProps {
  eventId: number;
  name: string;
}

/** The event title, edited inline: click, then Save or Cancel (Enter saves, Escape cancels). */
export function EditableTitle({ eventId, name }: EditableTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateEventTitle(eventId);
  const t = useAppT();

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (draft === null) return;
    const next = draft.trim();
    if (next === '') {
      toast.error(t('rundown.title.invalid'), { description: t('rundown.title.empty') });
      return;
    }
    if (next === name) {
      setDraft(null);
      return;
    }
    try {
      await update.mutateAsync(next);
      setDraft(null);
      toast.success(t('rundown.title.updated'));
    } catch {
      notifyError(t('rundown.title.updateFailed'));
    }
  }

  if (draft === null) {
    return (
      <h1 className="min-w-0 text-xl font-bold tracking-tight sm:text-2xl">
        <button
          type="button"
          onClick={() => setDraft(name)}
          className="group inline-flex max-w-full items-center gap-2 rounded-md text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('rundown.title.edit', { name })}
        >
          <span className="truncate">{name}</span>
          <Pencil aria-hidden="true" className="size-4 shrink-0 opacity-60 group-hover:opacity-100" />
        </button>
      </h1>
    );
  }

  return (
    <form onSubmit={(e) => void save(e)} className="flex min-w-0 flex-1 items-center gap-2">
      <h1 className="sr-only">{name}</h1>
      <Input
        autoFocus
        aria-label={t('rundown.title.label')}
        value={draft}
        maxLength={200}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setDraft(null);
          }
        }}
        className="h-9 max-w-md text-base font-semibold"
      />
      <Button type="submit" size="sm" disabled={update.isPending}>
        <Check aria-hidden="true" />
        {t('rundown.common.save')}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
        <X aria-hidden="true" />
        {t('rundown.common.cancel')}
      </Button>
    </form>
  );
}
