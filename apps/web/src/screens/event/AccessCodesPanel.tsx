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
import { appT, useAppT } from '@/i18n/appI18n';
import { AccessCodeCards } from './AccessCodeCards';
import { LoopbackWarning, useJoinBase } from './joinBase';
import { LobbyLinkCard } from '../lobby/LobbyLinkCard';

function CopyButton({ text, label, kind = 'code' }: { text: string; label: string; kind?: 'code' | 'link' }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const t = useAppT();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      notifyError(t('rundown.codes.copyFailed'), kind === 'code' ? t('rundown.codes.copyCodeFailed') : t('rundown.codes.copyLinkFailed'));
    }
  }

  const Icon = copied ? Check : kind === 'code' ? Copy : Link2;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? t('rundown.codes.copiedLabel', { label }) : t('rundown.codes.copyLabel', { label })}
    >
      <Icon aria-hidden="true" />
      {copied ? t('rundown.codes.copied') : kind === 'code' ? t('rundown.codes.copy') : t('rundown.codes.copyLink')}
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
  const t = useAppT();
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
              {t('rundown.codes.regenerate')}
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
  const t = useAppT();
  const confirm = (next: Target) => {
    setTarget(next);
    setConfirmOpen(true);
  };

  function regenerate(target: Target) {
    const failed = (err: unknown) =>
      notifyError(
        appT('rundown.codes.regenerateFailed'),
        isApiError(err) ? (err.serverText ?? err.text) : appT('rundown.common.pleaseTryAgain'),
      );
    if (target.kind === 'caller') {
      regenerateCaller.mutate(undefined, {
        onSuccess: (event) =>
          notifySuccess(appT('rundown.codes.callerRegenerated'), appT('rundown.codes.newCode', { code: event.showCallerCode })),
        onError: failed,
      });
    } else {
      regenerateDepartment.mutate(target.id, {
        onSuccess: (d) =>
          notifySuccess(appT('rundown.codes.codeRegenerated'), appT('rundown.codes.newCodeFor', { name: d.name, code: d.accessCode })),
        onError: failed,
      });
    }
  }

  return (
    <section aria-labelledby="access-codes-heading" className="flex max-w-3xl flex-col gap-3">
      <div>
        <h2 id="access-codes-heading" className={`${headingClassName} font-semibold`}>
          {t('rundown.codes.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('rundown.codes.intro')}</p>
      </div>
      <LoopbackWarning join={join.data} />
      {departments.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label={t('rundown.codes.loading')}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : departments.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {t('rundown.codes.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void departments.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('rundown.common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={t('rundown.codes.heading')}>
            {showCallerCode !== undefined && showCallerCode !== '' && (
              <CodeRow
                name={t('rundown.codes.callerName')}
                hint={t('rundown.codes.callerHint')}
                code={showCallerCode}
                copyLabel={t('rundown.codes.callerCopyLabel')}
                onRegenerate={owner ? () => confirm({ kind: 'caller' }) : undefined}
                regenerateLabel={t('rundown.codes.callerRegenerateLabel')}
              />
            )}
            {departments.data.map((d) => (
              <CodeRow
                key={d.id}
                name={d.name}
                hint={t('rundown.codes.departmentHint')}
                code={d.accessCode}
                copyLabel={t('rundown.codes.departmentCopyLabel', { name: d.name })}
                link={crewLink(d.accessCode, origin)}
                linkLabel={t('rundown.codes.departmentLinkLabel', { name: d.name })}
                onRegenerate={owner ? () => confirm({ kind: 'department', id: d.id, name: d.name }) : undefined}
                regenerateLabel={t('rundown.codes.departmentRegenerateLabel', { name: d.name })}
              />
            ))}
          </ul>
          {departments.data.length === 0 && <p className="text-sm text-muted-foreground">{t('rundown.codes.noDepartments')}</p>}
          <AccessCodeCards eventId={eventId} showCallerCode={showCallerCode} departments={departments.data} owner={owner} origin={origin} />
          {/* The public lobby link is the owner's (docs/decisions/0035-stage-layouts-and-lobby.md). */}
          {owner && <LobbyLinkCard owner={{ kind: 'event', id: eventId }} level={3} />}
        </>
      )}
      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {target?.kind === 'department'
                ? t('rundown.codes.confirmDepartmentTitle', { name: target.name })
                : t('rundown.codes.confirmCallerTitle')}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {target?.kind === 'department' ? t('rundown.codes.confirmDepartment') : t('rundown.codes.confirmCaller')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('rundown.common.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => target && regenerate(target)}>{t('rundown.codes.regenerate')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
