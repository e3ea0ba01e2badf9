/** OSC targets: the list with Send test and Remove (owner), and the form to add one. */
import { useId, useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { OSC_PRESETS, type OscPreset, type OscTarget, type TargetTestResult } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { appT, useAppT } from '@/i18n/appI18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTarget, useOscTargets, useRemoveTarget, useTestTarget } from './integrationsApi';

function presetText(preset: OscPreset): string {
  switch (preset) {
    case 'qlab':
      return appT('setup.integrations.preset.qlab', { start: '/cue/{n}/start', stop: '/cue/{n}/stop' });
    case 'eos':
      return appT('setup.integrations.preset.eos', { fire: '/eos/cue/{list}/{n}/fire' });
    case 'generic':
      return appT('setup.integrations.preset.generic', { address: '/showcaller/{command}' });
    default:
      preset satisfies never;
      return '';
  }
}
// Products' and protocols' own names.
const QLAB = 'QLab';
const ETC_EOS = 'ETC Eos';
const PRODUCT_NAME = { qlab: QLAB, eos: ETC_EOS } as const;
const SLIP_FRAMING = 'OSC 1.1 (SLIP)';
const DEFAULT_PORT: Record<OscPreset, number> = { qlab: 53000, eos: 8000, generic: 9000 };

/** What Send test found: answered with the round trip, sent without an answer, or not sent. */
export function testResultText(r: TargetTestResult): { ok: boolean; title: string; detail: string } {
  if (r.answered && !r.error)
    return { ok: true, title: appT('setup.integrations.test.answered', { ms: r.roundTripMs ?? 0 }), detail: r.peer };
  if (r.answered) return { ok: false, title: appT('setup.integrations.test.answeredError'), detail: r.error ?? '' };
  if (r.ok) return { ok: false, title: appT('setup.integrations.test.noAnswer'), detail: r.error ?? '' };
  return { ok: false, title: appT('setup.integrations.test.notSent'), detail: r.error ?? appT('setup.integrations.test.unknown') };
}
const selectClassName = 'h-10 rounded-md border border-input bg-background px-3 text-sm';

function TargetRow({ target, canEdit, eventId }: { target: OscTarget; canEdit: boolean; eventId: number }) {
  const test = useTestTarget(eventId);
  const remove = useRemoveTarget(eventId);
  const [result, setResult] = useState<ReturnType<typeof testResultText> | null>(null);
  const t = useAppT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{target.name}</p>
        <p className="text-xs text-muted-foreground">
          {target.preset.toUpperCase()} · {target.transport.toUpperCase()} {target.host}:{target.port}
          {target.transport === 'tcp'
            ? target.tcpFraming === 'length'
              ? ` ${t('setup.integrations.target.lengthFraming')}`
              : ' (SLIP)'
            : ''}
          {target.preset === 'eos' ? ` · ${t('setup.integrations.target.list', { list: target.cueList })}` : ''}
          {target.workspaceId ? ` · ${t('setup.integrations.target.workspace', { id: target.workspaceId })}` : ''}
          {target.hasPasscode ? ` · ${t('setup.integrations.target.passcode')}` : ''}
        </p>
        {result && (
          <p role="status" className={`text-xs break-words ${result.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}`}>
            {result.ok
              ? t('setup.integrations.test.result', { title: result.title })
              : t('setup.integrations.test.resultDetail', { title: result.title, detail: result.detail })}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('setup.integrations.target.sendTestTo', { name: target.name })}
            disabled={test.isPending}
            onClick={() =>
              test.mutate(target.id, {
                onSuccess: (r) => {
                  const shown = testResultText(r);
                  setResult(shown);
                  const title = t('setup.integrations.test.toast', { name: target.name, title: shown.title });
                  if (shown.ok) notifySuccess(title);
                  else notifyError(title, shown.detail);
                },
                onError: (e) =>
                  notifyError(t('setup.integrations.test.notSent'), isApiError(e) ? e.message : t('setup.integrations.tryAgain')),
              })
            }
          >
            <Send aria-hidden="true" /> {t('setup.integrations.target.sendTest')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('setup.integrations.target.remove', { name: target.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(target.id)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

function AddTargetForm({ eventId }: { eventId: number }) {
  const id = useId();
  const add = useAddTarget(eventId);
  const t = useAppT();
  const [preset, setPreset] = useState<OscPreset>('qlab');
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [port, setPort] = useState(String(DEFAULT_PORT.qlab));
  const [transport, setTransport] = useState<'udp' | 'tcp'>('udp');
  const [passcode, setPasscode] = useState('');
  const [cueList, setCueList] = useState('1');
  const [workspaceId, setWorkspaceId] = useState('');
  const [tcpFraming, setTcpFraming] = useState<'slip' | 'length'>('slip');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    add.mutate(
      {
        name: name.trim() || preset.toUpperCase(),
        host,
        port: Number(port),
        transport,
        preset,
        passcode: passcode || null,
        cueList,
        workspaceId: preset === 'qlab' ? workspaceId.trim() || null : null,
        tcpFraming,
      },
      {
        onSuccess: (added) => {
          notifySuccess(t('setup.integrations.target.added', { name: added.name }));
          setName('');
          setHost('');
          setPasscode('');
        },
        onError: (err) => setError(isApiError(err) ? err.message : t('setup.integrations.target.addError')),
      },
    );
  }

  const fieldClassName = 'grid gap-1 text-sm';
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="grid gap-3 rounded-lg border border-dashed p-3">
      <h4 id={`${id}-h`} className="text-sm font-semibold">
        {t('setup.integrations.target.addHeading')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className={fieldClassName}>
          {t('setup.integrations.target.preset')}
          <select
            aria-label={t('setup.integrations.target.preset')}
            className={selectClassName}
            value={preset}
            onChange={(e) => {
              const p = OSC_PRESETS.find((x) => x === e.target.value) ?? 'generic';
              setPreset(p);
              setPort(String(p === 'eos' && transport === 'tcp' ? 3032 : DEFAULT_PORT[p]));
              // Eos's TCP mode is OSC 1.0 (packet length) unless changed on the console; QLab speaks SLIP.
              setTcpFraming(p === 'eos' ? 'length' : 'slip');
            }}
          >
            {OSC_PRESETS.map((p) => (
              <option key={p} value={p}>
                {p === 'generic' ? t('setup.integrations.target.genericOsc') : PRODUCT_NAME[p]}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldClassName}>
          {t('setup.integrations.target.name')}
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('setup.integrations.target.namePlaceholder')}
            maxLength={80}
          />
        </label>
        <label className={fieldClassName}>
          {t('setup.integrations.target.host')}
          <Input value={host} onChange={(e) => setHost(e.target.value)} placeholder="192.168.1.20" required maxLength={253} />
        </label>
        <label className={fieldClassName}>
          {t('setup.integrations.target.port')}
          <Input value={port} onChange={(e) => setPort(e.target.value)} inputMode="numeric" required pattern="\d{1,5}" />
        </label>
        <label className={fieldClassName}>
          {t('setup.integrations.target.transport')}
          <select
            aria-label={t('setup.integrations.target.transport')}
            className={selectClassName}
            value={transport}
            onChange={(e) => {
              const tr = e.target.value === 'tcp' ? 'tcp' : 'udp';
              setTransport(tr);
              if (preset === 'eos') setPort(String(tr === 'tcp' ? 3032 : DEFAULT_PORT.eos));
            }}
          >
            <option value="udp">UDP</option>
            <option value="tcp">TCP</option>
          </select>
        </label>
        {transport === 'tcp' && (
          <label className={fieldClassName}>
            {t('setup.integrations.target.framing')}
            <select
              aria-label={t('setup.integrations.target.framing')}
              className={selectClassName}
              value={tcpFraming}
              onChange={(e) => setTcpFraming(e.target.value === 'length' ? 'length' : 'slip')}
            >
              <option value="slip">{SLIP_FRAMING}</option>
              <option value="length">{t('setup.integrations.target.framingLength')}</option>
            </select>
          </label>
        )}
        {preset === 'qlab' && (
          <label className={fieldClassName}>
            {t('setup.integrations.target.passcodeLabel')}
            <Input value={passcode} onChange={(e) => setPasscode(e.target.value)} maxLength={40} autoComplete="off" />
          </label>
        )}
        {preset === 'qlab' && (
          <label className={fieldClassName}>
            {t('setup.integrations.target.workspaceLabel')}
            <Input
              value={workspaceId}
              onChange={(e) => setWorkspaceId(e.target.value)}
              maxLength={64}
              autoComplete="off"
              placeholder={t('setup.integrations.target.workspacePlaceholder')}
            />
          </label>
        )}
        {preset === 'eos' && (
          <label className={fieldClassName}>
            {t('setup.integrations.target.cueList')}
            <Input value={cueList} onChange={(e) => setCueList(e.target.value)} inputMode="numeric" pattern="\d{1,4}" />
          </label>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{presetText(preset)}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {t('setup.integrations.target.add')}
        </Button>
      </div>
    </form>
  );
}

export function TargetsSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const targets = useOscTargets(eventId);
  const t = useAppT();
  return (
    <section aria-labelledby="osc-targets-heading" className="grid gap-3">
      <h3 id="osc-targets-heading" className="text-base font-semibold">
        {t('setup.integrations.targets.heading')}
      </h3>
      {targets.isError && <p className="text-sm text-destructive">{t('setup.integrations.targets.loadError')}</p>}
      {targets.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('setup.integrations.targets.empty')}</p>}
      <ul className="grid gap-2">
        {targets.data?.map((target) => (
          <TargetRow key={target.id} target={target} canEdit={canEdit} eventId={eventId} />
        ))}
      </ul>
      {canEdit && <AddTargetForm eventId={eventId} />}
    </section>
  );
}
