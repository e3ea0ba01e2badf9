/**
 * Who else has this show open (docs/decisions/0032-history-versions-presence.md): the socket's
 * `presence` frames, and this screen's own `editing` frames as a cell opens and closes. The rows
 * read which cell someone else is editing; the bar above the tabs lists the people.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Users } from 'lucide-react';
import type { Cue, CueCell, CuePatchInput, PresencePerson } from '@showcaller/shared';
import type { RealtimeConnection } from '@/realtime/RealtimeConnection';
import type { AppMessageKey } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';

interface PresenceValue {
  people: readonly PresencePerson[];
  setEditing: (cueId: number | null, field: CueCell | null) => void;
}

const NOBODY: PresenceValue = { people: [], setEditing: () => undefined };
const PresenceContext = createContext<PresenceValue>(NOBODY);

export function PresenceProvider({ client, children }: { client: Pick<RealtimeConnection, 'on' | 'editing'>; children: ReactNode }) {
  const [people, setPeople] = useState<readonly PresencePerson[]>([]);
  useEffect(
    () =>
      client.on('message', (msg) => {
        if (msg.type === 'presence') setPeople(msg.people);
      }),
    [client],
  );
  const value = useMemo<PresenceValue>(() => ({ people, setEditing: client.editing }), [people, client]);
  return <PresenceContext.Provider value={value}>{children}</PresenceContext.Provider>;
}

export const FIELD_WORDS: Record<CueCell, AppMessageKey> = {
  time: 'show.presence.field.time',
  action: 'show.presence.field.action',
  notes: 'show.presence.field.notes',
  duration: 'show.presence.field.duration',
  colorMark: 'show.presence.field.colorMark',
};

/** "Alice, Caller code": the names of who else is in the cell, or null. */
export function useCellEditors(cueId: number, field: CueCell): string | null {
  const { people } = useContext(PresenceContext);
  const names = people.filter((p) => p.cueId === cueId && p.field === field).map((p) => p.label);
  return names.length > 0 ? [...new Set(names)].join(', ') : null;
}

type CueBase = NonNullable<CuePatchInput['base']>;

function baseOf(c: Cue, field: CueCell): CueBase {
  switch (field) {
    case 'time':
      return { time: c.time };
    case 'action':
      return { action: c.action };
    case 'notes':
      return { notes: c.notes };
    case 'duration':
      return { duration: c.duration };
    case 'colorMark':
      return { colorMark: c.colorMark };
    default:
      field satisfies never;
      return {};
  }
}

/**
 * One cue cell's edit: tells the others while it is open, and keeps the value the editor saw when
 * it opened (the `base` the server compares, so a save over someone else's newer value is refused).
 * After a refusal the cell shows their value; a second save then means "replace it with mine".
 */
export function useCellEdit(cue: Cue, field: CueCell) {
  const { setEditing } = useContext(PresenceContext);
  const seen = useRef<Cue | null>(null);
  useEffect(() => () => setEditing(null, null), [setEditing]);
  return {
    busyBy: useCellEditors(cue.id, field),
    onEditingChange: (open: boolean) => {
      seen.current = open ? cue : null;
      setEditing(open ? cue.id : null, open ? field : null);
    },
    /** The value to compare with; after a refusal, the value now on screen. */
    base: () => baseOf(seen.current ?? cue, field),
    refused: () => {
      seen.current = null;
    },
  };
}

/** "Also here: Alice (editing cue 3, action) · Caller code": above the show's tabs, only when someone is. */
export function PresenceBar({ cues }: { cues: readonly Cue[] }) {
  const t = useAppT();
  const { people } = useContext(PresenceContext);
  if (people.length === 0) return null;
  const numberOf = (id: number | null) => cues.find((c) => c.id === id)?.number;
  return (
    <section aria-label={t('show.presence.label')} className="flex flex-wrap items-center gap-2 text-sm">
      <Users aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="text-muted-foreground">{t('show.presence.alsoHere')}</span>
      <ul className="flex flex-wrap gap-2">
        {people.map((p, i) => {
          const n = numberOf(p.cueId);
          return (
            <li key={`${p.key}-${i}`} className="rounded-full border bg-card px-2 py-0.5">
              <span className="font-medium">{p.label}</span>
              {n !== undefined && p.field && (
                <span className="text-muted-foreground"> {t('show.presence.editing', { number: n, field: t(FIELD_WORDS[p.field]) })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
