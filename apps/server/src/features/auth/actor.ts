/**
 * Who is asking: an account, a co-caller code session, a department code session, a stage code
 * session (the read-only stage display, issue 15), or nobody.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: number; sessionId: number; isAdmin: boolean }
  | { kind: 'caller'; eventId: number; sessionId: number }
  | { kind: 'department'; eventId: number; departmentId: number; sessionId: number }
  | { kind: 'stage'; eventId: number; sessionId: number };

export const anonymous: Actor = { kind: 'anonymous' };
