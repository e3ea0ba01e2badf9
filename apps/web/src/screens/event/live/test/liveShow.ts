/** Test helpers for the live show: a tiny cue status server behind the mocked fetch, and a speech stub. */
import { act } from '@testing-library/react';
import { clientMessage, COMMAND_FAILED, type CueStatus } from '@showcaller/shared';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { EVENT_ID, idleStatus, type RundownData } from '../../test/fixtures';
import { callsTo, openShow } from '../../test/openShow';

// The crew page's tests use it too; it lives with the shared test helpers.
export { stubSpeech } from '@/test/doubles';

export type CommandAnswer = { status?: number; body?: unknown };

/** Answers POST /cuestatus/{command} and PUT /cuestatus with a status one version newer. */
export function statusServer(data: RundownData, answers: Record<string, CommandAnswer> = {}) {
  let current: CueStatus = data.cueStatus ?? idleStatus(data);
  const next = (patch: Partial<CueStatus>): CueStatus => {
    current = { ...current, ...patch, version: current.version + 1, serverTime: Date.now() };
    return current;
  };
  const handler = (method: string, url: string, body: unknown) => {
    const base = `/api/events/${EVENT_ID}/cuestatus`;
    const command = method === 'POST' && url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null;
    if (command !== null) {
      const custom = answers[command];
      if (custom) return custom;
      const status = command === 'go' ? 'go' : command === 'hold' ? 'hold' : 'standby';
      return { body: { cueStatus: next({ status, runningSince: status === 'go' ? Date.now() : null, display: null }) } };
    }
    if (method === 'PUT' && url === base) {
      const put = body as { currentCueId?: number; autoAdvance?: boolean };
      if (answers.put) return answers.put;
      if (put.autoAdvance !== undefined) return { body: next({ autoAdvance: put.autoAdvance }) };
      return { body: next({ currentCueId: put.currentCueId ?? null, status: 'hold', elapsedTime: 0, runningSince: null, display: null }) };
    }
    return undefined;
  };
  return {
    handler,
    get current() {
      return current;
    },
  };
}

/**
 * The socket answers `command` frames as the hub does (realtime/hub.ts): the same answers as the
 * HTTP commands, the status as its frame first, then the `commandResult` (the server's own failure
 * with COMMAND_FAILED, a refusal with its reason).
 */
export function answerCommands(socket: FakeWebSocket, handler: ReturnType<typeof statusServer>['handler']): void {
  const send = socket.send.bind(socket);
  socket.send = (data: string) => {
    send(data);
    const parsed = clientMessage.safeParse(JSON.parse(data));
    if (!parsed.success || parsed.data.type !== 'command') return;
    const { command, requestId } = parsed.data;
    const answer = handler('POST', `/api/events/${EVENT_ID}/cuestatus/${command}`, {});
    const status = answer?.status ?? 200;
    const body = (answer?.body ?? {}) as { cueStatus?: CueStatus; info?: string; error?: string };
    queueMicrotask(() =>
      act(() => {
        if (status < 400) {
          if (body.cueStatus) push(socket, body.cueStatus);
          socket.receive({ type: 'commandResult', requestId, ok: true, ...(body.info ? { info: body.info } : {}) });
        } else
          socket.receive({ type: 'commandResult', requestId, ok: false, error: status < 500 && body.error ? body.error : COMMAND_FAILED });
      }),
    );
  };
}

/** How many times the screen ran `command`, over HTTP or the socket. */
export function commandsRun(fetchMock: Parameters<typeof callsTo>[0], socket: FakeWebSocket, command: string): number {
  const http = callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/cuestatus/${command}`).length;
  return http + socket.sentOfType('command').filter((m) => m.command === command).length;
}

/** Opens the show, then brings the socket live with `status`. */
export async function openLive(data: RundownData, answers: Record<string, CommandAnswer> = {}, options: { edit?: boolean } = {}) {
  const server = statusServer(data, answers);
  const opened = await openShow(data, server.handler, options);
  const socket = FakeWebSocket.last;
  answerCommands(socket, server.handler);
  act(() => socket.goLive(data.cueStatus ?? idleStatus(data)));
  return { ...opened, socket, server };
}

/** Pushes a status frame from the server. */
export function push(socket: FakeWebSocket, cueStatus: CueStatus): void {
  act(() =>
    socket.receive({
      type: 'cueStatusUpdate',
      cueStatus,
      metadata: { isRepetitiveUpdate: false, timestamp: cueStatus.serverTime, version: cueStatus.version },
    }),
  );
}

export function statusOf(data: RundownData, patch: Partial<CueStatus>): CueStatus {
  return { ...idleStatus(data), ...patch };
}
