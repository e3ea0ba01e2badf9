/** Webhooks: the list with each one's delivery log, the form (owner), and the secret shown once. */
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { clockTimeOf, WEBHOOK_EVENTS, type Webhook, type WebhookEventKind } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAddWebhook, useDeliveries, useRemoveWebhook, useWebhooks } from './integrationsApi';

const KIND_TEXT: Record<WebhookEventKind, string> = {
  'cue.status': 'Cue status changes',
  'cue.overtime': 'Over time',
  'crew.ack': 'Crew Ready',
  'rundown.changed': 'Rundown changes',
};

function Deliveries({ webhookId }: { webhookId: number }) {
  const q = useDeliveries(webhookId, true);
  if (!q.data) return null;
  if (q.data.length === 0) return <p className="text-xs text-muted-foreground">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">Deliveries</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th className="py-1 font-medium">Time</th>
          <th className="font-medium">Type</th>
          <th className="font-medium">State</th>
          <th className="font-medium">Attempts</th>
          <th className="font-medium">Last answer</th>
        </tr>
      </thead>
      <tbody>
        {q.data.slice(0, 10).map((d) => (
          <tr key={d.id} className="border-t">
            <td className="py-1">{clockTimeOf(new Date(d.createdAt))}</td>
            <td>{d.kind}</td>
            <td>{d.state}</td>
            <td>{d.attempts}</td>
            <td className="break-all">{d.lastCode ?? d.lastError ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WebhookRow({ hook, canEdit, eventId }: { hook: Webhook; canEdit: boolean; eventId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveWebhook(eventId);
  return (
    <li className="grid gap-2 rounded-lg border bg-card px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all">{hook.url}</p>
          <p className="text-xs text-muted-foreground">{hook.events.map((k) => KIND_TEXT[k]).join(' · ')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide log' : 'Delivery log'}
          </Button>
          {canEdit && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove webhook ${hook.url}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(hook.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {open && <Deliveries webhookId={hook.id} />}
    </li>
  );
}

function AddWebhookForm({ eventId }: { eventId: number }) {
  const add = useAddWebhook(eventId);
  const [url, setUrl] = useState('');
  const [kinds, setKinds] = useState<WebhookEventKind[]>(['cue.status']);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    add.mutate(
      { url: url.trim(), events: kinds },
      {
        onSuccess: (h) => {
          setSecret(h.secret);
          setUrl('');
        },
        onError: (err) => setError(isApiError(err) ? err.message : 'The webhook could not be added. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed p-3" aria-label="Add a webhook">
      <label className="grid gap-1 text-sm">
        Webhook URL
        <Input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/showcaller"
          required
          maxLength={500}
          type="url"
        />
      </label>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="mb-1 text-sm">Send for</legend>
        {WEBHOOK_EVENTS.map((k) => (
          <label key={k} className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              checked={kinds.includes(k)}
              onChange={(e) => setKinds((list) => (e.target.checked ? [...list, k] : list.filter((x) => x !== k)))}
            />
            {KIND_TEXT[k]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {secret && (
        <div role="status" className="grid gap-1 rounded-md bg-muted p-2 text-sm">
          <p className="font-medium">Signing secret (shown once, copy it now):</p>
          <code className="font-mono break-all">{secret}</code>
          <p className="text-xs text-muted-foreground">
            Check each delivery: X-ShowCaller-Signature-V2 is v1= and the hex HMAC-SHA256, with this secret, of X-ShowCaller-Timestamp, a
            dot and the raw body; refuse timestamps older than 5 minutes. The address is not shown in full again: lists show its host and
            path only.
          </p>
        </div>
      )}
      <div>
        <Button type="submit" disabled={add.isPending || kinds.length === 0}>
          Add webhook
        </Button>
      </div>
    </form>
  );
}

export function WebhooksSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const hooks = useWebhooks(eventId);
  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-3">
      <h3 id="webhooks-heading" className="text-base font-semibold">
        Webhooks
      </h3>
      {hooks.isError && <p className="text-sm text-destructive">The webhooks could not be loaded.</p>}
      {hooks.data?.length === 0 && <p className="text-sm text-muted-foreground">No webhooks yet.</p>}
      <ul className="grid gap-2">
        {hooks.data?.map((h) => (
          <WebhookRow key={h.id} hook={h} canEdit={canEdit} eventId={eventId} />
        ))}
      </ul>
      {canEdit && <AddWebhookForm eventId={eventId} />}
    </section>
  );
}
