/**
 * What the module reads from ShowCaller: the control-state call and the socket frames it reacts
 * to. Checked by hand rather than with the server's zod schemas, so the module has no dependency
 * on the server's packages (Companion installs it on its own).
 */
/** 'resume' continues a held cue from its held time; 'go' restarts it at 0 (ShowCaller's docs/decisions/0021-resume.md). */
export const COMMANDS = ['standby', 'go', 'hold', 'resume', 'next', 'back', 'previous', 'refresh'] as const;
export type Command = (typeof COMMANDS)[number];
export type ShowStatus = 'idle' | 'standby' | 'go' | 'hold';

export interface CueBrief {
  id: number;
  number: number;
  action: string;
  duration: number | null;
}

export interface ControlState {
  status: {
    status: ShowStatus;
    elapsedTime: number;
    runningSince: number | null;
    serverTime: number;
    version: number;
    currentCueId: number | null;
  };
  current: CueBrief | null;
  next: CueBrief | null;
  remaining: number | null;
  overtime: boolean;
  ready: { standby: boolean; ready: number; total: number; allReady: boolean };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const STATUSES: readonly string[] = ['idle', 'standby', 'go', 'hold'];
const isStatus = (v: unknown): v is ShowStatus => typeof v === 'string' && STATUSES.includes(v);

function cue(v: unknown): CueBrief | null | undefined {
  if (v === null) return null;
  if (!isObj(v) || !isNum(v.id) || !isNum(v.number) || typeof v.action !== 'string') return undefined;
  return { id: v.id, number: v.number, action: v.action, duration: isNum(v.duration) ? v.duration : null };
}

/** The control state from JSON, or undefined when it is not one (another server, a proxy's page). */
export function parseControlState(v: unknown): ControlState | undefined {
  if (!isObj(v) || !isObj(v.status) || !isObj(v.ready)) return undefined;
  const s = v.status;
  const status = s.status;
  if (!isStatus(status) || !isNum(s.elapsedTime) || !isNum(s.serverTime) || !isNum(s.version)) return undefined;
  const current = cue(v.current);
  const next = cue(v.next);
  if (current === undefined || next === undefined) return undefined;
  const r = v.ready;
  return {
    status: {
      status,
      elapsedTime: s.elapsedTime,
      runningSince: isNum(s.runningSince) ? s.runningSince : null,
      serverTime: s.serverTime,
      version: s.version,
      currentCueId: isNum(s.currentCueId) ? s.currentCueId : null,
    },
    current,
    next,
    remaining: isNum(v.remaining) ? v.remaining : null,
    overtime: v.overtime === true,
    ready: {
      standby: r.standby === true,
      ready: isNum(r.ready) ? r.ready : 0,
      total: isNum(r.total) ? r.total : 0,
      allReady: r.allReady === true,
    },
  };
}

/** A socket frame's type and, for command answers, the result; for `revoked`, the server's reason. */
export function parseFrame(text: string): { type: string; requestId?: string; ok?: boolean; error?: string; reason?: string } | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObj(v) || typeof v.type !== 'string') return undefined;
  return {
    type: v.type,
    ...(typeof v.requestId === 'string' ? { requestId: v.requestId } : {}),
    ...(typeof v.ok === 'boolean' ? { ok: v.ok } : {}),
    ...(typeof v.error === 'string' ? { error: v.error } : {}),
    ...(typeof v.reason === 'string' && v.reason !== '' ? { reason: v.reason.slice(0, 200) } : {}),
  };
}
