import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { accessResponseSchema } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAppT } from '@/i18n/appI18n';

interface CallerCodeFormProps {
  eventId: number;
  /** Why the code is asked for (an expired code, an event of another account). */
  notice?: string;
  onAccess: (token: string) => void;
}

/** Asks for the event's show caller code and exchanges it for a session scoped to this event. */
export function CallerCodeForm({ eventId, notice, onAccess }: CallerCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const t = useAppT();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('setup.simple.enterCode'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const access = await apiFetch('/api/access', accessResponseSchema, { method: 'POST', body: { code: trimmed }, token: null });
      if (access.kind !== 'caller') setError(t('setup.simple.departmentCode'));
      else if (access.eventId !== eventId) setError(t('setup.simple.otherEvent'));
      else onAccess(access.token);
    } catch (err) {
      setError(isApiError(err) ? (err.serverText ?? err.text) : t('setup.simple.checkFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('setup.simple.title')}</h1>
      <p className="text-muted-foreground">{notice ?? t('setup.simple.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <Label htmlFor={inputId}>{t('setup.simple.codeLabel')}</Label>
        <Input
          id={inputId}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="font-mono text-lg tracking-widest uppercase"
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          <KeyRound aria-hidden="true" />
          {busy ? t('setup.simple.checking') : t('setup.simple.open')}
        </Button>
      </form>
    </main>
  );
}
