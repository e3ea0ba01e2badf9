/**
 * Log lines about malformed WebSocket frames. A bad frame is the client's mistake, not a server
 * fault: one warn line, no stack, and a bound per socket so a client sending garbage in a loop
 * cannot fill the disk or drown real errors.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Lines per socket per minute; later bad frames in that minute are counted, not logged. */
export const BAD_FRAME_LINES_PER_MINUTE = 5;
const WINDOW_MS = 60_000;

interface Budget {
  start: number;
  lines: number;
  suppressed: number;
}

const budgets = new WeakMap<object, Budget>();

export interface BadFrame {
  ip: string;
  /** What was wrong, in words ("not JSON", "invalid UTF-8 sequence", ...). */
  reason: string;
  /** ws's error code (WS_ERR_...), for frames the WebSocket layer refused. */
  code?: string;
}

/** Logs one bad frame of `socket` at warn level, unless that socket is over its budget. */
export function logBadFrame(log: FastifyBaseLogger, socket: object, frame: BadFrame, now = Date.now()): void {
  let b = budgets.get(socket);
  let suppressed = 0;
  if (!b || now - b.start >= WINDOW_MS) {
    suppressed = b?.suppressed ?? 0;
    b = { start: now, lines: 0, suppressed: 0 };
    budgets.set(socket, b);
  }
  if (b.lines >= BAD_FRAME_LINES_PER_MINUTE) {
    b.suppressed += 1;
    return;
  }
  b.lines += 1;
  // Plain fields, never the Error: pino would print its stack.
  log.warn(
    {
      ip: frame.ip,
      reason: frame.reason.slice(0, 200),
      ...(frame.code ? { code: frame.code } : {}),
      ...(suppressed ? { suppressed } : {}),
    },
    'bad WebSocket frame',
  );
}

/** ws names the frames it refuses (bad UTF-8, over maxPayload, protocol errors) with WS_ERR_ codes. */
function frameErrorCode(error: Error): string | undefined {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' && code.startsWith('WS_ERR_') ? code : undefined;
}

/**
 * @fastify/websocket's errorHandler. Its default logs every error at error level with its stack
 * and terminates the socket; a malformed frame is only the client's mistake, and ws has already
 * sent the close frame with the status that says why, so it is left to finish closing.
 */
export function socketErrorHandler(this: FastifyInstance, error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = frameErrorCode(error);
  if (code) return logBadFrame(request.log, socket, { ip: request.ip, reason: error.message, code });
  request.log.error({ err: error }, 'WebSocket connection failed');
  socket.terminate();
}
