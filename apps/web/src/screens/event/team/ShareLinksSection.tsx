/**
 * The Team tab's share links (docs/decisions/0036-share-links.md), for the owner and producers: make
 * a link for people without an account (a viewer, or a department that edits its own tasks and
 * notes) with an optional last day, copy it again at any time, revoke it (its open screens drop at once).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Check, Link2, Share2, Trash2 } from 'lucide-react';
import { COPY_FEEDBACK_MS, SHARE_LINK_KINDS, type Department, type ShareLink, type ShareLinkKind } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { shareLinkUrl, useShareLinkMutations, useShareLinks } from '@/api/shareLinks';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT, type AppTranslate } from '@/i18n/appI18n';
import { shareKindText } from '@/i18n/setupWords';
import { notifyError, notifySuccess } from '@/lib/notify';
import { DatePickerField } from '@/screens/dashboard/DatePickerField';
import { useJoinBase } from '../joinBase';

const selectClassName =
  'h-9 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

const errorText = (err: unknown) => (isApiError(err) ? (err.serverText ?? err.text) : appT('setup.team.error'));

function isKind(value: string): value is ShareLinkKind {
  return (SHARE_LINK_KINDS as readonly string[]).includes(value);
}

/** The end of the picked day on this computer's clock: the link works through that whole day. */
export function endOfDay(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999).toISOString();
}

function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const t = useAppT();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error(t('setup.share.clipboardUnavailable'));
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      notifyError(t('setup.share.copyFailed'), t('setup.share.copyFailedDetail'));
    }
  }
  const Icon = copied ? Check : Link2;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? t('setup.share.copiedLabel', { label }) : t('setup.share.copyLabel', { label })}
    >
      <Icon aria-hidden="true" />
      {copied ? t('setup.share.copied') : t('setup.share.copy')}
    </Button>
  );
}

function ShareLinkForm({ eventId, departments }: { eventId: number; departments: readonly Department[] }) {
  const { create } = useShareLinkMutations(eventId);
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<ShareLinkKind>('viewer');
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [lastDay, setLastDay] = useState<Date | undefined>(undefined);
  const labelId = useId();
  const kindId = useId();
  const depId = useId();
  const dayId = useId();
  const t = useAppT();
  const chosenDepartment = departmentId ?? departments[0]?.id ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        label,
        kind,
        departmentId: kind === 'department' ? chosenDepartment : null,
        expiresAt: lastDay ? endOfDay(lastDay) : null,
      },
      {
        onSuccess: (link) => {
          notifySuccess(t('setup.share.made'), t('setup.share.madeDetail', { label: link.label }));
          setLabel('');
          setLastDay(undefined);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3" aria-label={t('setup.share.form')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor={labelId}>{t('setup.share.name')}</Label>
          <Input
            id={labelId}
            required
            maxLength={80}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder={t('setup.share.namePlaceholder')}
            className="h-9"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={kindId}>{t('setup.share.kind')}</Label>
          <select id={kindId} value={kind} className={selectClassName} onChange={(e) => isKind(e.target.value) && setKind(e.target.value)}>
            {SHARE_LINK_KINDS.map((k) => (
              <option key={k} value={k}>
                {shareKindText(k).label}
              </option>
            ))}
          </select>
        </div>
        {kind === 'department' && (
          <div className="grid gap-2">
            <Label htmlFor={depId}>{t('setup.share.department')}</Label>
            {departments.length > 0 ? (
              <select
                id={depId}
                value={chosenDepartment ?? ''}
                className={selectClassName}
                onChange={(e) => setDepartmentId(Number(e.target.value))}
              >
                {departments.map((dep) => (
                  <option key={dep.id} value={dep.id}>
                    {dep.name}
                  </option>
                ))}
              </select>
            ) : (
              <p className="text-sm text-muted-foreground">{t('setup.team.addDepartmentFirst')}</p>
            )}
          </div>
        )}
        <div className="grid content-start gap-1">
          <DatePickerField id={dayId} label={t('setup.share.lastDay')} value={lastDay} onChange={setLastDay} />
          {lastDay && (
            <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setLastDay(undefined)}>
              {t('setup.share.noEndDate')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending || (kind === 'department' && chosenDepartment === null)}>
          <Share2 aria-hidden="true" />
          {t('setup.share.make')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t('setup.share.kindSummary', { kind: shareKindText(kind).label, does: shareKindText(kind).does })}
        </p>
      </div>
      {create.isError && <FormAlert title={t('setup.share.notMade')}>{errorText(create.error)}</FormAlert>}
    </form>
  );
}

function linkSummary(link: ShareLink, depName: (id: number) => string, t: AppTranslate, longDate: (ms: number) => string): string {
  const what =
    link.kind === 'department' && link.departmentId !== null
      ? t('setup.share.summaryDepartment', { name: depName(link.departmentId) })
      : t('setup.share.kind.viewer');
  const until = link.expired
    ? t('setup.share.ended')
    : link.expiresAt
      ? t('setup.share.worksThrough', { date: longDate(new Date(link.expiresAt).getTime()) })
      : t('setup.share.noEnd');
  return t('setup.share.summary', { what, until });
}

export function ShareLinksSection({ eventId, departments }: { eventId: number; departments: readonly Department[] }) {
  const links = useShareLinks(eventId);
  const join = useJoinBase(eventId);
  const { revoke } = useShareLinkMutations(eventId);
  const base = join.data?.baseUrl ?? window.location.origin;
  const depName = (id: number) => departments.find((d) => d.id === id)?.name ?? `#${id}`;
  const headingId = useId();
  const t = useAppT();
  const fmt = useAppFormats();
  const longDate = (ms: number) => fmt.date(ms, { dateStyle: 'long' });
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium">
        {t('setup.share.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('setup.share.intro')}</p>
      <ShareLinkForm eventId={eventId} departments={departments} />
      {links.isPending && <Skeleton className="h-16" />}
      {links.isError && <FormAlert title={t('setup.share.loadError')}>{errorText(links.error)}</FormAlert>}
      {links.data && links.data.length === 0 && <p className="text-sm text-muted-foreground">{t('setup.share.empty')}</p>}
      {links.data && links.data.length > 0 && (
        <ul className="grid gap-2" aria-label={t('setup.share.heading')}>
          {links.data.map((link) => {
            const url = shareLinkUrl(base, link.token);
            return (
              <li key={link.id} className="grid gap-2 rounded-lg border p-3" data-testid="share-link">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{link.label}</p>
                    <p className={link.expired ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
                      {linkSummary(link, depName, t, longDate)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <CopyLinkButton url={url} label={link.label} />
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('setup.share.revokeLabel', { label: link.label })}
                      onClick={() =>
                        revoke.mutate(link.id, {
                          onSuccess: () => notifySuccess(t('setup.share.revoked'), t('setup.share.revokedDetail', { label: link.label })),
                          onError: (err) => notifyError(t('setup.share.notRevoked'), errorText(err)),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                      {t('setup.share.revoke')}
                    </Button>
                  </div>
                </div>
                <Input
                  readOnly
                  value={url}
                  aria-label={t('setup.share.address', { label: link.label })}
                  className="h-8 font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
