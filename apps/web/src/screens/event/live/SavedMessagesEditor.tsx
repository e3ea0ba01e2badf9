/** The event's one-click messages, one per line (docs/decisions/0017-stage-display-and-crew-talk.md); an empty list brings back the defaults. */
import { useId, useState, type FormEvent } from 'react';
import { SAVED_MESSAGES_MAX } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { useSavedMessages, useSaveSavedMessages } from './crewTalkQueries';
import { useAppT } from '@/i18n/appI18n';

export function SavedMessagesEditor({ eventId }: { eventId: number }) {
  const t = useAppT();
  const saved = useSavedMessages(eventId);
  const save = useSaveSavedMessages(eventId);
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const text = draft ?? (saved.data?.messages ?? []).join('\n');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const messages = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    save.mutate(messages, {
      onSuccess: () => {
        setDraft(null);
        setNote({ ok: true, text: t('show.stage.saved') });
      },
      onError: (err) => setNote({ ok: false, text: err.message }),
    });
  };

  return (
    <details className="text-sm">
      <summary className="cursor-pointer">{t('show.stage.editSaved')}</summary>
      <form onSubmit={submit} className="mt-2 flex flex-col gap-2">
        <label htmlFor={id}>{t('show.stage.savedHint', { max: SAVED_MESSAGES_MAX })}</label>
        <textarea
          id={id}
          rows={4}
          value={text}
          onChange={(e) => setDraft(e.currentTarget.value)}
          className="rounded-md border bg-background p-2"
        />
        <Button type="submit" size="sm" variant="outline" className="self-start" disabled={save.isPending}>
          {t('show.stage.saveMessages')}
        </Button>
        {note && (
          <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-muted-foreground' : 'text-destructive'}>
            {note.text}
          </p>
        )}
      </form>
    </details>
  );
}
