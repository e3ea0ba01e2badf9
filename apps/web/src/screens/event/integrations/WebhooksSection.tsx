/** Webhooks: the list with each one's delivery log, the form (owner), and the secret shown once. */
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { WEBHOOK_EVENTS, type Webhook, type WebhookDelivery, type WebhookEventKind } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';
import { useAddWebhook, useDeliveries, useRemoveWebhook, useWebhooks } from './integrationsApi';

function kindText(kind: WebhookEventKind): string {
  switch (kind) {
    case 'cue.status':
      return appT('setup.integrations.webhook.kind.status');
    case 'cue.overtime':
      return appT('setup.integrations.webhook.kind.overtime');
    case 'crew.ack':
      return appT('setup.integrations.webhook.kind.ack');
    case 'rundown.changed':
      return appT('setup.integrations.webhook.kind.rundown');
    default:
      kind satisfies never;
      return '';
  }
}

function stateText(state: WebhookDelivery['state']): string {
  switch (state) {
    case 'pending':
      return appT('setup.integrations.webhook.state.pending');
    case 'delivered':
      return appT('setup.integrations.webhook.state.delivered');
    case 'failed':
      return appT('setup.integrations.webhook.state.failed');
    default:
      state satisfies never;
      return '';
  }
}

function Deliveries({ webhookId }: { webhookId: number }) {
  const q = useDeliveries(webhookId, true);
  const t = useAppT();
  const fmt = useAppFormats();
  if (!q.data) return null;
  if (q.data.length === 0) return <p className="text-xs text-muted-foreground">{t('setup.integrations.webhook.noDeliveries')}</p>;
  return (
    <table className="w-full text-start text-xs">
      <caption className="sr-only">{t('setup.integrations.webhook.deliveries')}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th className="py-1 font-medium">{t('setup.integrations.webhook.time')}</th>
          <th className="font-medium">{t('setup.integrations.webhook.type')}</th>
          <th className="font-medium">{t('setup.integrations.webhook.state')}</th>
          <th className="font-medium">{t('setup.integrations.webhook.attempts')}</th>
          <th className="font-medium">{t('setup.integrations.webhook.lastAnswer')}</th>
        </tr>
      </thead>
      <tbody>
        {q.data.slice(0, 10).map((d) => (
          <tr key={d.id} className="border-t">
            <td className="py-1">{fmt.time(new Date(d.createdAt).getTime(), { seconds: true })}</td>
            <td>{d.kind}</td>
            <td>{stateText(d.state)}</td>
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
  const t = useAppT();
  return (
    <li className="grid gap-2 rounded-lg border bg-card px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all">{hook.url}</p>
          <p className="text-xs text-muted-foreground">{hook.events.map((k) => kindText(k)).join(' · ')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t('setup.integrations.webhook.hideLog') : t('setup.integrations.webhook.log')}
          </Button>
          {canEdit && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('setup.integrations.webhook.remove', { url: hook.url })}
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
  const t = useAppT();
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
        onError: (err) => setError(isApiError(err) ? err.message : t('setup.integrations.webhook.addError')),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-dashed p-3"
      aria-label={t('setup.integrations.webhook.addLabel')}
    >
      <label className="grid gap-1 text-sm">
        {t('setup.integrations.webhook.url')}
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
        <legend className="mb-1 text-sm">{t('setup.integrations.webhook.sendFor')}</legend>
        {WEBHOOK_EVENTS.map((k) => (
          <label key={k} className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              checked={kinds.includes(k)}
              onChange={(e) => setKinds((list) => (e.target.checked ? [...list, k] : list.filter((x) => x !== k)))}
            />
            {kindText(k)}
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
          <p className="font-medium">{t('setup.integrations.webhook.secret')}</p>
          <code className="font-mono break-all">{secret}</code>
          <p className="text-xs text-muted-foreground">{t('setup.integrations.webhook.secretHint')}</p>
        </div>
      )}
      <div>
        <Button type="submit" disabled={add.isPending || kinds.length === 0}>
          {t('setup.integrations.webhook.add')}
        </Button>
      </div>
    </form>
  );
}

export function WebhooksSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const hooks = useWebhooks(eventId);
  const t = useAppT();
  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-3">
      <h3 id="webhooks-heading" className="text-base font-semibold">
        {t('setup.integrations.webhooks.heading')}
      </h3>
      {hooks.isError && <p className="text-sm text-destructive">{t('setup.integrations.webhooks.loadError')}</p>}
      {hooks.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('setup.integrations.webhooks.empty')}</p>}
      <ul className="grid gap-2">
        {hooks.data?.map((h) => (
          <WebhookRow key={h.id} hook={h} canEdit={canEdit} eventId={eventId} />
        ))}
      </ul>
      {canEdit && <AddWebhookForm eventId={eventId} />}
    </section>
  );
}
