/** OSC targets: the list with Send test and Remove (owner), and the form to add one. */
import { useId, useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { OSC_PRESETS, type OscPreset, type OscTarget, type TargetTestResult } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTarget, useOscTargets, useRemoveTarget, useTestTarget } from './integrationsApi';

const PRESET_TEXT: Record<OscPreset, string> = {
  qlab: "QLab: /connect and /alwaysReply 1 when a session opens, then /cue/{n}/start on GO and /cue/{n}/stop on HOLD (port 53000). Over UDP QLab answers on this server's port 53001.",
  eos: "ETC Eos: /eos/cue/{list}/{n}/fire on GO (UDP 8000, TCP 3032). Eos reports a fired cue to its OSC TX address: set it to this server's OSC in port.",
  generic: 'Generic: /showcaller/{command} <cue number> <action> on every change',
};
const DEFAULT_PORT: Record<OscPreset, number> = { qlab: 53000, eos: 8000, generic: 9000 };

/** What Send test found: answered with the round trip, sent without an answer, or not sent. */
export function testResultText(r: TargetTestResult): { ok: boolean; title: string; detail: string } {
  if (r.answered && !r.error) return { ok: true, title: `Answered in ${r.roundTripMs ?? 0} ms`, detail: r.peer };
  if (r.answered) return { ok: false, title: 'Answered with an error', detail: r.error ?? '' };
  if (r.ok) return { ok: false, title: 'Sent, no answer', detail: r.error ?? '' };
  return { ok: false, title: 'Test not sent', detail: r.error ?? 'Unknown error' };
}
const selectClass = 'h-10 rounded-md border border-input bg-background px-3 text-sm';

function TargetRow({ target, canEdit, eventId }: { target: OscTarget; canEdit: boolean; eventId: number }) {
  const test = useTestTarget(eventId);
  const remove = useRemoveTarget(eventId);
  const [result, setResult] = useState<ReturnType<typeof testResultText> | null>(null);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{target.name}</p>
        <p className="text-xs text-muted-foreground">
          {target.preset.toUpperCase()} · {target.transport.toUpperCase()} {target.host}:{target.port}
          {target.transport === 'tcp' ? (target.tcpFraming === 'length' ? ' (OSC 1.0 length)' : ' (SLIP)') : ''}
          {target.preset === 'eos' ? ` · list ${target.cueList}` : ''}
          {target.workspaceId ? ` · workspace ${target.workspaceId}` : ''}
          {target.hasPasscode ? ' · passcode set' : ''}
        </p>
        {result && (
          <p role="status" className={`text-xs break-words ${result.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}`}>
            Test: {result.title}
            {result.ok ? '' : `. ${result.detail}`}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Send test to ${target.name}`}
            disabled={test.isPending}
            onClick={() =>
              test.mutate(target.id, {
                onSuccess: (r) => {
                  const shown = testResultText(r);
                  setResult(shown);
                  if (shown.ok) notifySuccess(`${target.name}: ${shown.title}`);
                  else notifyError(`${target.name}: ${shown.title}`, shown.detail);
                },
                onError: (e) => notifyError('Test not sent', isApiError(e) ? e.message : 'Please try again.'),
              })
            }
          >
            <Send aria-hidden="true" /> Send test
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${target.name}`}
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
        onSuccess: (t) => {
          notifySuccess(`${t.name} added`);
          setName('');
          setHost('');
          setPasscode('');
        },
        onError: (err) => setError(isApiError(err) ? err.message : 'The target could not be added. Please try again.'),
      },
    );
  }

  const field = 'grid gap-1 text-sm';
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="grid gap-3 rounded-lg border border-dashed p-3">
      <h4 id={`${id}-h`} className="text-sm font-semibold">
        Add a target
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className={field}>
          Preset
          <select
            aria-label="Preset"
            className={selectClass}
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
                {p === 'qlab' ? 'QLab' : p === 'eos' ? 'ETC Eos' : 'Generic OSC'}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          Name
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Sound QLab" maxLength={80} />
        </label>
        <label className={field}>
          Host
          <Input value={host} onChange={(e) => setHost(e.target.value)} placeholder="192.168.1.20" required maxLength={253} />
        </label>
        <label className={field}>
          Port
          <Input value={port} onChange={(e) => setPort(e.target.value)} inputMode="numeric" required pattern="\d{1,5}" />
        </label>
        <label className={field}>
          Transport
          <select
            aria-label="Transport"
            className={selectClass}
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
          <label className={field}>
            TCP framing
            <select
              aria-label="TCP framing"
              className={selectClass}
              value={tcpFraming}
              onChange={(e) => setTcpFraming(e.target.value === 'length' ? 'length' : 'slip')}
            >
              <option value="slip">OSC 1.1 (SLIP)</option>
              <option value="length">OSC 1.0 (packet length)</option>
            </select>
          </label>
        )}
        {preset === 'qlab' && (
          <label className={field}>
            Passcode (optional)
            <Input value={passcode} onChange={(e) => setPasscode(e.target.value)} maxLength={40} autoComplete="off" />
          </label>
        )}
        {preset === 'qlab' && (
          <label className={field}>
            Workspace id (optional)
            <Input
              value={workspaceId}
              onChange={(e) => setWorkspaceId(e.target.value)}
              maxLength={64}
              autoComplete="off"
              placeholder="front workspace"
            />
          </label>
        )}
        {preset === 'eos' && (
          <label className={field}>
            Cue list
            <Input value={cueList} onChange={(e) => setCueList(e.target.value)} inputMode="numeric" pattern="\d{1,4}" />
          </label>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{PRESET_TEXT[preset]}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={add.isPending}>
          Add target
        </Button>
      </div>
    </form>
  );
}

export function TargetsSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const targets = useOscTargets(eventId);
  return (
    <section aria-labelledby="osc-targets-heading" className="grid gap-3">
      <h3 id="osc-targets-heading" className="text-base font-semibold">
        OSC targets
      </h3>
      {targets.isError && <p className="text-sm text-destructive">The targets could not be loaded.</p>}
      {targets.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No targets yet. Add QLab, Eos or any OSC device below.</p>
      )}
      <ul className="grid gap-2">
        {targets.data?.map((t) => (
          <TargetRow key={t.id} target={t} canEdit={canEdit} eventId={eventId} />
        ))}
      </ul>
      {canEdit && <AddTargetForm eventId={eventId} />}
    </section>
  );
}
