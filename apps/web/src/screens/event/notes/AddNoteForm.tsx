import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { LIMITS } from '@showcaller/shared';
import { useCreateAnnotation } from '@/api/annotations';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { notifyAnnotationError } from './noteErrors';
import { useAppT } from '@/i18n/appI18n';

/** The add form: trimmed content, an empty note is never sent. */
export function AddNoteForm({ eventId }: { eventId: number }) {
  const t = useAppT();
  const create = useCreateAnnotation(eventId);
  const [content, setContent] = useState('');
  const id = useId();
  const trimmed = content.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: () => setContent(''),
      onError: (err) => notifyAnnotationError('create', err),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('show.notes.new')}
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t('show.notes.placeholder')}
        maxLength={LIMITS.annotation}
        rows={3}
      />
      <Button type="submit" disabled={!trimmed || create.isPending} className="justify-self-start">
        <Plus aria-hidden="true" />
        {t('show.notes.add')}
      </Button>
    </form>
  );
}
