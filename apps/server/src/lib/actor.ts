/**
 * Who is asking: an account, a co-caller code session, a department code session, a stage code
 * session (the read-only stage display, docs/decisions/0017-stage-display-and-crew-talk.md), a share
 * link's session (docs/decisions/0036-share-links.md: a viewer, or with `departmentId` a lead of that
 * department), or nobody.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: number; sessionId: number; isAdmin: boolean }
  | { kind: 'caller'; eventId: number; sessionId: number }
  | { kind: 'department'; eventId: number; departmentId: number; sessionId: number }
  | { kind: 'stage'; eventId: number; sessionId: number }
  | { kind: 'link'; eventId: number; linkId: number; departmentId: number | null; sessionId: number };

export const anonymous: Actor = { kind: 'anonymous' };

/**
 * Who sent a show-control command (docs/decisions/0011-show-control.md: one dispatcher for every way in). A screen
 * acts as its session's actor; OSC, Companion and the HTTP control API hold the event's control
 * key, and the as-run log names them `osc`, `companion` and `api`.
 */
export type ControlSource = { kind: 'actor'; actor: Actor } | { kind: 'key'; key: string; via: KeySource };
export type KeySource = 'api' | 'osc' | 'companion';
