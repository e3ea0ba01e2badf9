/**
 * The Team tab's share links (docs/decisions/0036-share-links.md), for the owner and producers: make
 * a link for people without an account (a viewer, or a department that edits its own tasks and
 * notes) with an optional last day, copy it again at any time, revoke it (its open screens drop at once).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Check, Link2, Share2, Trash2 } from 'lucide-react';
import {
  COPY_FEEDBACK_MS,
  SHARE_LINK_KINDS,
  SHARE_LINK_KIND_TEXT,
  type Department,
  type ShareLink,
  type ShareLinkKind,
} from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { shareLinkUrl, useShareLinkMutations, useShareLinks } from '@/api/shareLinks';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLocalDate } from '@/lib/eventDate';
import { notifyError, notifySuccess } from '@/lib/notify';
import { DatePickerField } from '@/screens/dashboard/DatePickerField';
import { useJoinBase } from '../joinBase';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

const errorText = (err: unknown) => (isApiError(err) ? (err.serverText ?? err.text) : 'Something went wrong. Try again.');

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
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      notifyError('Copy failed', 'Failed to copy the share link. Select the address and copy it by hand.');
    }
  }
  const Icon = copied ? Check : Link2;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? `Copied the link ${label}` : `Copy the link ${label}`}
    >
      <Icon aria-hidden="true" />
      {copied ? 'Copied' : 'Copy link'}
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
          notifySuccess('Share link made', `Copy “${link.label}” below and send it.`);
          setLabel('');
          setLastDay(undefined);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3" aria-label="Make a share link">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor={labelId}>Name of the link</Label>
          <Input
            id={labelId}
            required
            maxLength={80}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder="Director"
            className="h-9"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={kindId}>Kind</Label>
          <select id={kindId} value={kind} className={selectClass} onChange={(e) => isKind(e.target.value) && setKind(e.target.value)}>
            {SHARE_LINK_KINDS.map((k) => (
              <option key={k} value={k}>
                {SHARE_LINK_KIND_TEXT[k].label}
              </option>
            ))}
          </select>
        </div>
        {kind === 'department' && (
          <div className="grid gap-2">
            <Label htmlFor={depId}>Department</Label>
            {departments.length > 0 ? (
              <select
                id={depId}
                value={chosenDepartment ?? ''}
                className={selectClass}
                onChange={(e) => setDepartmentId(Number(e.target.value))}
              >
                {departments.map((dep) => (
                  <option key={dep.id} value={dep.id}>
                    {dep.name}
                  </option>
                ))}
              </select>
            ) : (
              <p className="text-sm text-muted-foreground">Add a department first.</p>
            )}
          </div>
        )}
        <div className="grid content-start gap-1">
          <DatePickerField id={dayId} label="Last day (optional)" value={lastDay} onChange={setLastDay} />
          {lastDay && (
            <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setLastDay(undefined)}>
              No end date
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending || (kind === 'department' && chosenDepartment === null)}>
          <Share2 aria-hidden="true" />
          Make link
        </Button>
        <p className="text-xs text-muted-foreground">
          {SHARE_LINK_KIND_TEXT[kind].label}: {SHARE_LINK_KIND_TEXT[kind].does}. No account needed.
        </p>
      </div>
      {create.isError && <FormAlert title="No link made">{errorText(create.error)}</FormAlert>}
    </form>
  );
}

function linkSummary(link: ShareLink, depName: (id: number) => string): string {
  const what = link.kind === 'department' && link.departmentId !== null ? `Department: ${depName(link.departmentId)}` : 'Viewer';
  const until = link.expired ? 'ended' : link.expiresAt ? `works through ${formatLocalDate(new Date(link.expiresAt))}` : 'no end date';
  return `${what} · ${until}`;
}

export function ShareLinksSection({ eventId, departments }: { eventId: number; departments: readonly Department[] }) {
  const links = useShareLinks(eventId);
  const join = useJoinBase(eventId);
  const { revoke } = useShareLinkMutations(eventId);
  const base = join.data?.baseUrl ?? window.location.origin;
  const depName = (id: number) => departments.find((d) => d.id === id)?.name ?? `#${id}`;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium">
        Share links
      </h3>
      <p className="text-sm text-muted-foreground">
        For people without an account: a viewer follows the show live; a department link also ticks and edits that department&apos;s tasks
        and notes. Revoking a link drops its open screens at once.
      </p>
      <ShareLinkForm eventId={eventId} departments={departments} />
      {links.isPending && <Skeleton className="h-16" />}
      {links.isError && <FormAlert title="The share links could not be loaded">{errorText(links.error)}</FormAlert>}
      {links.data && links.data.length === 0 && <p className="text-sm text-muted-foreground">No share links yet.</p>}
      {links.data && links.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Share links">
          {links.data.map((link) => {
            const url = shareLinkUrl(base, link.token);
            return (
              <li key={link.id} className="grid gap-2 rounded-lg border p-3" data-testid="share-link">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{link.label}</p>
                    <p className={link.expired ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
                      {linkSummary(link, depName)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <CopyLinkButton url={url} label={link.label} />
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Revoke the link ${link.label}`}
                      onClick={() =>
                        revoke.mutate(link.id, {
                          onSuccess: () => notifySuccess('Link revoked', `“${link.label}” opens nothing any more.`),
                          onError: (err) => notifyError('Not revoked', errorText(err)),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                      Revoke
                    </Button>
                  </div>
                </div>
                <Input
                  readOnly
                  value={url}
                  aria-label={`Address of the link ${link.label}`}
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
