import { useEffect } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { clearCallerToken } from '@/api/callerSession';

export const CALLER_SESSION_ENDED_TEXT =
  'Your show caller session has ended (the code may have been changed). Enter the current code to continue.';

/** A co-caller's code session was refused (401): forget it and offer the code page. */
export function CallerSessionEnded({ eventId }: { eventId: number }) {
  useEffect(() => clearCallerToken(eventId), [eventId]);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">Show caller session ended</h1>
      <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
        {CALLER_SESSION_ENDED_TEXT}
      </p>
      <Button asChild className="self-start">
        {/* The code page is crew.html, another page: a plain link. */}
        <a href="/department-login/access">
          <KeyRound aria-hidden="true" />
          Enter access code
        </a>
      </Button>
    </main>
  );
}
