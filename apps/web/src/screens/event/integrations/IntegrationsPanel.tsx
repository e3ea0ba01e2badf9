/**
 * The Integrations tab (docs/decisions/0011-show-control.md): OSC targets, webhooks, the control key, the OSC-in address to
 * type into QLab, Companion or TouchOSC, and a live log of the last 100 OSC messages. The owner
 * changes things; co-callers see it read-only.
 */
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { clockTimeOf } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntegrationsOverview, useNewControlKey, useOscLog } from './integrationsApi';
import { TargetsSection } from './TargetsSection';
import { WebhooksSection } from './WebhooksSection';

function ControlKey({ eventId, has, canEdit }: { eventId: number; has: boolean; canEdit: boolean }) {
  const make = useNewControlKey(eventId);
  const [key, setKey] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="font-medium">Control key</span> (X-API-Key):{' '}
        {has ? 'set. It is shown only when made; make a new one if you lost it.' : 'none yet.'}
      </p>
      {canEdit && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={make.isPending}
            onClick={() => make.mutate(undefined, { onSuccess: (r) => setKey(r.apiKey) })}
          >
            <KeyRound aria-hidden="true" /> {has ? 'Make a new control key' : 'Make a control key'}
          </Button>
        </div>
      )}
      {make.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(make.error) ? make.error.message : 'The key could not be made.'}
        </p>
      )}
      {key && (
        <div role="status" className="grid gap-1 rounded-md bg-muted p-2 text-sm">
          <p className="font-medium">New control key (shown once; the old key stopped working):</p>
          <code className="font-mono break-all">{key}</code>
        </div>
      )}
    </div>
  );
}

function OscLogSection({ eventId }: { eventId: number }) {
  const log = useOscLog(eventId);
  const entries = log.data?.entries ?? [];
  return (
    <section aria-labelledby="osc-log-heading" className="grid gap-2">
      <h3 id="osc-log-heading" className="text-base font-semibold">
        Live OSC log
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing sent or received yet.</p>
      ) : (
        <ol
          // It scrolls on its own, so keyboards reach it too (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label="Last OSC messages, newest first"
          className="max-h-72 overflow-auto rounded-lg border bg-card font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className="flex flex-wrap gap-x-2 border-b px-2 py-1 last:border-b-0">
              <span className="text-muted-foreground">{clockTimeOf(new Date(e.at))}</span>
              <span className={e.direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-sky-700 dark:text-sky-400'}>
                {e.direction === 'in' ? '← in' : '→ out'}
              </span>
              <span className="break-all">{e.address}</span>
              <span className="break-all text-muted-foreground">{e.args.map((a) => JSON.stringify(a)).join(' ')}</span>
              <span className="text-muted-foreground">{e.peer}</span>
              {e.note && <span className="italic">{e.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function IntegrationsPanel({ eventId, headingId }: { eventId: number; headingId: string }) {
  const overview = useIntegrationsOverview(eventId);
  const o = overview.data;
  const canEdit = o?.canEdit ?? false;
  return (
    <div className="grid gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Integrations
      </h2>
      {overview.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(overview.error) ? overview.error.message : 'Integrations could not be loaded.'}
        </p>
      )}
      {!o && !overview.isError && <Skeleton className="h-24 w-full" />}
      {o && (
        <section aria-labelledby="show-control-heading" className="grid gap-3 rounded-lg border bg-card p-3">
          <h3 id="show-control-heading" className="text-base font-semibold">
            Control from QLab, Companion or TouchOSC
          </h3>
          {!canEdit && <p className="text-sm text-muted-foreground">Read only: only the event owner changes integrations.</p>}
          {o.oscIn ? (
            <p className="text-sm">
              OSC in: UDP port <code className="font-mono">{o.oscIn.port}</code> on this server (bound to {o.oscIn.host}). Send{' '}
              <code className="font-mono break-all">/showcaller/{eventId}/go</code> (or standby, hold, next, back, previous, refresh,{' '}
              <code className="font-mono">goto</code> with the cue number) with the control key as the first argument. Replies go to{' '}
              <code className="font-mono">/showcaller/reply</code>. Dropped so far: {o.oscInDropped}.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">OSC in is off on this server (the administrator sets OSC_PORT to turn it on).</p>
          )}
          <p className="text-sm">
            QLab&apos;s answers (UDP):{' '}
            {o.qlabReplyPort !== null && o.qlabReplyPort !== undefined ? (
              <>
                port <code className="font-mono">{o.qlabReplyPort}</code> on this server: QLab replies there, so let it through the
                firewall; over TCP no port is needed.
              </>
            ) : (
              <>not heard on this server (QLAB_REPLY_PORT is off or in use): use TCP for QLab.</>
            )}{' '}
            Eos reports its cues to its OSC TX address: set it to this server and the OSC in port{o.oscIn ? ` ${o.oscIn.port}` : ''}, or use
            TCP.
          </p>
          <p className="text-sm">
            HTTP: <code className="font-mono break-all">POST /api/events/{eventId}/cuestatus/go</code> with the header{' '}
            <code className="font-mono">X-API-Key</code>.
          </p>
          <ControlKey eventId={eventId} has={o.hasControlKey} canEdit={canEdit} />
        </section>
      )}
      <TargetsSection eventId={eventId} canEdit={canEdit} />
      <WebhooksSection eventId={eventId} canEdit={canEdit} />
      <OscLogSection eventId={eventId} />
    </div>
  );
}
