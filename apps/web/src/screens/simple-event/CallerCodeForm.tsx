import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { accessResponseSchema } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export const DEPARTMENT_CODE_TEXT = 'That is a department access code. Crew members use it on the Access Department page.';
export const OTHER_EVENT_TEXT = 'That show caller code belongs to a different event.';

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

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError('Please enter the show caller code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const access = await apiFetch('/api/access', accessResponseSchema, { method: 'POST', body: { code: trimmed }, token: null });
      if (access.kind !== 'caller') setError(DEPARTMENT_CODE_TEXT);
      else if (access.eventId !== eventId) setError(OTHER_EVENT_TEXT);
      else onAccess(access.token);
    } catch (err) {
      setError(isApiError(err) ? (err.serverText ?? err.text) : 'The code could not be checked. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">Simple rundown</h1>
      <p className="text-muted-foreground">
        {notice ?? 'Log in as the event owner, or enter the show caller code for this event to open its rundown.'}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <Label htmlFor={inputId}>Show caller code</Label>
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
          {busy ? 'Checking…' : 'Open rundown'}
        </Button>
      </form>
    </main>
  );
}
