/**
 * The Integrations tab (docs/decisions/0011-show-control.md): OSC targets, webhooks, the control key, the OSC-in address to
 * type into QLab, Companion or TouchOSC, and a live log of the last 100 OSC messages. The owner
 * changes things; co-callers see it read-only.
 */
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';
import { useAppFormats } from '@/i18n/appFormats';
import { richT } from '@/i18n/setupWords';
import { useIntegrationsOverview, useNewControlKey, useOscLog } from './integrationsApi';
import { TargetsSection } from './TargetsSection';
import { WebhooksSection } from './WebhooksSection';

// Protocol words, the same in every language.
const HTTP_POST = 'POST';
const API_KEY_HEADER = 'X-API-Key';

function ControlKey({ eventId, has, canEdit }: { eventId: number; has: boolean; canEdit: boolean }) {
  const make = useNewControlKey(eventId);
  const [key, setKey] = useState<string | null>(null);
  const t = useAppT();
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {richT(
          t,
          'setup.integrations.key.label',
          { name: <span className="font-medium">{t('setup.integrations.key.name')}</span> },
          { state: has ? t('setup.integrations.key.set') : t('setup.integrations.key.none') },
        )}
      </p>
      {canEdit && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={make.isPending}
            onClick={() => make.mutate(undefined, { onSuccess: (r) => setKey(r.apiKey) })}
          >
            <KeyRound aria-hidden="true" /> {has ? t('setup.integrations.key.makeNew') : t('setup.integrations.key.make')}
          </Button>
        </div>
      )}
      {make.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(make.error) ? make.error.message : t('setup.integrations.key.error')}
        </p>
      )}
      {key && (
        <div role="status" className="grid gap-1 rounded-md bg-muted p-2 text-sm">
          <p className="font-medium">{t('setup.integrations.key.new')}</p>
          <code className="font-mono break-all">{key}</code>
        </div>
      )}
    </div>
  );
}

function OscLogSection({ eventId }: { eventId: number }) {
  const log = useOscLog(eventId);
  const entries = log.data?.entries ?? [];
  const t = useAppT();
  const fmt = useAppFormats();
  return (
    <section aria-labelledby="osc-log-heading" className="grid gap-2">
      <h3 id="osc-log-heading" className="text-base font-semibold">
        {t('setup.integrations.log.heading')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('setup.integrations.log.empty')}</p>
      ) : (
        <ol
          // It scrolls on its own, so keyboards reach it too (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label={t('setup.integrations.log.label')}
          className="max-h-72 overflow-auto rounded-lg border bg-card font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className="flex flex-wrap gap-x-2 border-b px-2 py-1 last:border-b-0">
              <span className="text-muted-foreground">{fmt.time(new Date(e.at).getTime(), { seconds: true })}</span>
              <span className={e.direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-sky-700 dark:text-sky-400'}>
                {e.direction === 'in' ? t('setup.integrations.log.in') : t('setup.integrations.log.out')}
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
  const t = useAppT();
  const code = (text: string, wrap = false) => <code className={wrap ? 'font-mono break-all' : 'font-mono'}>{text}</code>;
  return (
    <div className="grid gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('setup.integrations.heading')}
      </h2>
      {overview.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(overview.error) ? overview.error.message : t('setup.integrations.loadError')}
        </p>
      )}
      {!o && !overview.isError && <Skeleton className="h-24 w-full" />}
      {o && (
        <section aria-labelledby="show-control-heading" className="grid gap-3 rounded-lg border bg-card p-3">
          <h3 id="show-control-heading" className="text-base font-semibold">
            {t('setup.integrations.control.heading')}
          </h3>
          {!canEdit && <p className="text-sm text-muted-foreground">{t('setup.integrations.readOnly')}</p>}
          {o.oscIn ? (
            <p className="text-sm">
              {richT(
                t,
                'setup.integrations.oscIn',
                {
                  port: code(String(o.oscIn.port)),
                  goAddress: code(`/showcaller/${eventId}/go`, true),
                  goto: code('goto'),
                  replyAddress: code('/showcaller/reply'),
                },
                { host: o.oscIn.host, dropped: o.oscInDropped },
              )}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('setup.integrations.oscInOff')}</p>
          )}
          <p className="text-sm">
            {o.qlabReplyPort !== null && o.qlabReplyPort !== undefined
              ? richT(t, 'setup.integrations.qlabReplyPort', { port: code(String(o.qlabReplyPort)) })
              : t('setup.integrations.qlabReplyOff')}{' '}
            {o.oscIn ? t('setup.integrations.eosPort', { port: o.oscIn.port }) : t('setup.integrations.eos')}
          </p>
          <p className="text-sm">
            {richT(t, 'setup.integrations.http', {
              request: code(`${HTTP_POST} /api/events/${eventId}/cuestatus/go`, true),
              header: code(API_KEY_HEADER),
            })}
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
