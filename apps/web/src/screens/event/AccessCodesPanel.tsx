/**
 * The Access Codes tab (docs/product.md#screens), on the show screen and the event detail page: every department's
 * code, the show caller code, crew links, copy with 2 s feedback, and Regenerate for the owner.
 */
import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Link2, RefreshCw, RotateCw } from 'lucide-react';
import { COPY_FEEDBACK_MS } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { crewLink, useRegenerateCallerCode, useRegenerateDepartmentCode } from '@/api/accessCodes';
import { useDepartments, useRundownToken } from '@/api/rundown';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AccessCodeCards } from './AccessCodeCards';
import { LoopbackWarning, useJoinBase } from './joinBase';
import { LobbyLinkCard } from '../lobby/LobbyLinkCard';

export const COPY_FAILED_TITLE = 'Copy failed';
export const COPY_FAILED_TEXT = 'Failed to copy the access code. Please try again.';
export const LOAD_FAILED_TEXT = 'Failed to load access codes. Please try again.';

function CopyButton({ text, label, kind = 'code' }: { text: string; label: string; kind?: 'code' | 'link' }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      notifyError(COPY_FAILED_TITLE, kind === 'code' ? COPY_FAILED_TEXT : 'Failed to copy the crew link. Please try again.');
    }
  }

  const Icon = copied ? Check : kind === 'code' ? Copy : Link2;
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={copied ? `Copied ${label}` : `Copy ${label}`}>
      <Icon aria-hidden="true" />
      {copied ? 'Copied' : kind === 'code' ? 'Copy' : 'Copy link'}
    </Button>
  );
}

type Target = { kind: 'department'; id: number; name: string } | { kind: 'caller' };

interface CodeRowProps {
  name: string;
  hint: string;
  code: string;
  copyLabel: string;
  /** The crew link (departments only). */
  link?: string;
  linkLabel?: string;
  /** Present for the owner only. */
  onRegenerate?: () => void;
  regenerateLabel: string;
}

function CodeRow({ name, hint, code, copyLabel, link, linkLabel, onRegenerate, regenerateLabel }: CodeRowProps) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{name}</p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-2 py-1 font-mono text-base font-semibold tracking-widest">{code || '—'}</code>
          {code && <CopyButton text={code} label={copyLabel} />}
          {code && link && linkLabel && <CopyButton text={link} label={linkLabel} kind="link" />}
          {onRegenerate && (
            <Button variant="outline" size="sm" onClick={onRegenerate} aria-label={regenerateLabel}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          )}
        </div>
      </div>
      {code && link && <p className="font-mono text-xs break-all text-muted-foreground">{link}</p>}
    </li>
  );
}

interface AccessCodesPanelProps {
  eventId: number;
  /** The event's show caller code (co-callers), listed first when known. */
  showCallerCode?: string;
  headingClassName?: string;
}

export function AccessCodesPanel({ eventId, showCallerCode, headingClassName = 'text-lg' }: AccessCodesPanelProps) {
  const departments = useDepartments(eventId);
  // Co-callers (a show caller code session) see and copy codes; only the owner makes new ones.
  const owner = useRundownToken() === undefined;
  const regenerateDepartment = useRegenerateDepartmentCode(eventId);
  const regenerateCaller = useRegenerateCallerCode(eventId);
  // Links carry the address phones can open (PUBLIC_URL or the LAN address), this page's own until known.
  const join = useJoinBase(eventId);
  const origin = join.data?.baseUrl;
  // The target outlives `open`, so the dialog keeps its words while it fades out.
  const [target, setTarget] = useState<Target | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirm = (t: Target) => {
    setTarget(t);
    setConfirmOpen(true);
  };

  function regenerate(target: Target) {
    const failed = (err: unknown) =>
      notifyError('Failed to regenerate the code', isApiError(err) ? (err.serverText ?? err.text) : 'Please try again.');
    if (target.kind === 'caller') {
      regenerateCaller.mutate(undefined, {
        onSuccess: (event) => notifySuccess('Show caller code regenerated', `New code: ${event.showCallerCode}`),
        onError: failed,
      });
    } else {
      regenerateDepartment.mutate(target.id, {
        onSuccess: (d) => notifySuccess('Access code regenerated', `New code for ${d.name}: ${d.accessCode}`),
        onError: failed,
      });
    }
  }

  return (
    <section aria-labelledby="access-codes-heading" className="flex max-w-3xl flex-col gap-3">
      <div>
        <h2 id="access-codes-heading" className={`${headingClassName} font-semibold`}>
          Access codes
        </h2>
        <p className="text-sm text-muted-foreground">
          Crew members open their crew link, or enter their department&apos;s code on the Department Access page, to see the live cue and
          their tasks. No account is needed.
        </p>
      </div>
      <LoopbackWarning join={join.data} />
      {departments.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading access codes">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : departments.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {LOAD_FAILED_TEXT}
          <Button variant="outline" size="sm" onClick={() => void departments.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label="Access codes">
            {showCallerCode !== undefined && showCallerCode !== '' && (
              <CodeRow
                name="Show caller (co-caller)"
                hint="Opens the show screen to run the show with you"
                code={showCallerCode}
                copyLabel="show caller code"
                onRegenerate={owner ? () => confirm({ kind: 'caller' }) : undefined}
                regenerateLabel="Regenerate the show caller code"
              />
            )}
            {departments.data.map((d) => (
              <CodeRow
                key={d.id}
                name={d.name}
                hint="Department view: the live cue and its tasks"
                code={d.accessCode}
                copyLabel={`access code for ${d.name}`}
                link={crewLink(d.accessCode, origin)}
                linkLabel={`crew link for ${d.name}`}
                onRegenerate={owner ? () => confirm({ kind: 'department', id: d.id, name: d.name }) : undefined}
                regenerateLabel={`Regenerate the access code for ${d.name}`}
              />
            ))}
          </ul>
          {departments.data.length === 0 && (
            <p className="text-sm text-muted-foreground">No departments yet. Add a department to get its access code.</p>
          )}
          <AccessCodeCards eventId={eventId} showCallerCode={showCallerCode} departments={departments.data} owner={owner} origin={origin} />
          {/* The public lobby link is the owner's (docs/decisions/0035-stage-layouts-and-lobby.md). */}
          {owner && <LobbyLinkCard owner={{ kind: 'event', id: eventId }} level={3} />}
        </>
      )}
      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {target?.kind === 'department' ? `Regenerate the access code for ${target.name}?` : 'Regenerate the show caller code?'}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {target?.kind === 'department'
                ? 'The old code stops working at once and for good: crew screens using it return to the code page and need the new code.'
                : 'The old code stops working at once and for good: co-callers using it are signed out and need the new code.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => target && regenerate(target)}>Regenerate</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
