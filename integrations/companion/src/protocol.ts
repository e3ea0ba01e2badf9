/**
 * What the module reads from ShowCaller, parsed with ShowCaller's own schemas from packages/shared
 * (bundled into the package by companion-module-build, so Companion needs nothing else installed):
 * the control state (GET /api/events/{id}/control/state) and the socket's frames.
 */
import { controlStateSchema, serverMessage, type ControlState, type CueCommand, type ServerMessage } from '@showcaller/shared';

export type { ControlState, ServerMessage };
export type ShowStatus = ControlState['status']['status'];

/** The commands in the order of the presets. 'resume' continues a held cue; 'go' restarts it (docs/decisions/0021-resume.md). */
export const COMMANDS = ['standby', 'go', 'hold', 'resume', 'next', 'back', 'previous', 'refresh'] as const satisfies readonly CueCommand[];
export type Command = (typeof COMMANDS)[number];

/** The control state from JSON, or undefined when it is not one (another server, a proxy's page). */
export function parseControlState(v: unknown): ControlState | undefined {
  const r = controlStateSchema.safeParse(v);
  return r.success ? r.data : undefined;
}

/** A socket frame, or undefined when it is not JSON or not a frame this version knows (a newer server's). */
export function parseFrame(text: string): ServerMessage | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  const r = serverMessage.safeParse(v);
  return r.success ? r.data : undefined;
}
