/** OSC targets: the list with Send test and Remove (owner), and the form to add one. */
import { useId, useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { OSC_PRESETS, type OscPreset, type OscTarget } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTarget, useOscTargets, useRemoveTarget, useTestTarget } from './integrationsApi';

const PRESET_TEXT: Record<OscPreset, string> = {
  qlab: 'QLab: /cue/{n}/start on GO, /cue/{n}/stop on HOLD (port 53000)',
  eos: 'ETC Eos: /eos/cue/{list}/{n}/fire on GO (port 8000)',
  generic: 'Generic: /showcaller/{command} <cue number> <action> on every change',
};
const DEFAULT_PORT: Record<OscPreset, number> = { qlab: 53000, eos: 8000, generic: 9000 };
const selectClass = 'h-10 rounded-md border border-input bg-background px-3 text-sm';

function TargetRow({ target, canEdit, eventId }: { target: OscTarget; canEdit: boolean; eventId: number }) {
  const test = useTestTarget(eventId);
  const remove = useRemoveTarget(eventId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{target.name}</p>
        <p className="text-xs text-muted-foreground">
          {target.preset.toUpperCase()} · {target.transport.toUpperCase()} {target.host}:{target.port}
          {target.preset === 'eos' ? ` · list ${target.cueList}` : ''}
          {target.hasPasscode ? ' · passcode set' : ''}
        </p>
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
                onSuccess: (r) =>
                  r.ok ? notifySuccess(`Test sent to ${r.peer}`) : notifyError('Test not sent', r.error ?? 'Unknown error'),
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
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    add.mutate(
      { name: name.trim() || preset.toUpperCase(), host, port: Number(port), transport, preset, passcode: passcode || null, cueList },
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
              setPort(String(DEFAULT_PORT[p]));
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
            onChange={(e) => setTransport(e.target.value === 'tcp' ? 'tcp' : 'udp')}
          >
            <option value="udp">UDP</option>
            <option value="tcp">TCP (SLIP)</option>
          </select>
        </label>
        {preset === 'qlab' && (
          <label className={field}>
            Passcode (optional)
            <Input value={passcode} onChange={(e) => setPasscode(e.target.value)} maxLength={40} autoComplete="off" />
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
