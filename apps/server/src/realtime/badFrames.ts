/**
 * Log lines about malformed WebSocket frames. A bad frame is the client's mistake, not a server
 * fault: one warn line, no stack, and bounds so a client sending garbage in a loop cannot fill
 * the disk or drown real errors: per socket, per client address (however many sockets it
 * opens) and in all (however many addresses send). The addresses remembered are bounded too, so
 * memory does not grow with their number.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Lines per socket per minute; later bad frames in that minute are counted, not logged. */
export const BAD_FRAME_LINES_PER_MINUTE = 5;
/** Lines per client address per minute, whatever the number of its sockets. */
export const BAD_FRAME_LINES_PER_ADDRESS = 10;
/** Lines per minute in all, whatever the number of addresses. */
export const BAD_FRAME_LINES_IN_ALL = 100;
/** Addresses whose count is kept at most; past that the oldest window is forgotten. */
export const BAD_FRAME_ADDRESSES = 1_000;
const WINDOW_MS = 60_000;

interface Budget {
  start: number;
  lines: number;
  suppressed: number;
}

export interface BadFrame {
  ip: string;
  /** What was wrong, in words ("not JSON", "invalid UTF-8 sequence", ...). */
  reason: string;
  /** ws's error code (WS_ERR_...), for frames the WebSocket layer refused. */
  code?: string;
}

export interface BadFrameLimits {
  perSocket: number;
  perAddress: number;
  inAll: number;
  addresses: number;
}

/** The bounded bad-frame log of one process (tests make their own, with their own limits). */
export function badFrameLog(
  limits: BadFrameLimits = {
    perSocket: BAD_FRAME_LINES_PER_MINUTE,
    perAddress: BAD_FRAME_LINES_PER_ADDRESS,
    inAll: BAD_FRAME_LINES_IN_ALL,
    addresses: BAD_FRAME_ADDRESSES,
  },
) {
  const sockets = new WeakMap<object, Budget>();
  // In order of window start (a new window is put last): the front is always the oldest.
  const addresses = new Map<string, Budget>();
  let all: Budget = { start: Number.NEGATIVE_INFINITY, lines: 0, suppressed: 0 };
  const fresh = (now: number): Budget => ({ start: now, lines: 0, suppressed: 0 });

  function addressBudget(ip: string, now: number): { budget: Budget; suppressed: number } {
    const known = addresses.get(ip);
    if (known && now - known.start < WINDOW_MS) return { budget: known, suppressed: 0 };
    addresses.delete(ip);
    for (const [k, b] of addresses) {
      if (addresses.size < limits.addresses && now - b.start < WINDOW_MS) break;
      addresses.delete(k); // over its window, or the oldest when there is no room
    }
    const budget = fresh(now);
    addresses.set(ip, budget);
    return { budget, suppressed: known?.suppressed ?? 0 };
  }

  return {
    /** Logs one bad frame of `socket` at warn level, unless its socket, address or the process is over budget. */
    log(log: FastifyBaseLogger, socket: object, frame: BadFrame, now = Date.now()): void {
      let s = sockets.get(socket);
      if (!s || now - s.start >= WINDOW_MS) sockets.set(socket, (s = fresh(now)));
      const { budget: a, suppressed } = addressBudget(frame.ip, now);
      if (now - all.start >= WINDOW_MS) all = fresh(now);
      if (s.lines >= limits.perSocket || a.lines >= limits.perAddress || all.lines >= limits.inAll) {
        a.suppressed += 1 + suppressed;
        return;
      }
      s.lines += 1;
      a.lines += 1;
      all.lines += 1;
      // Plain fields, never the Error: pino would print its stack.
      log.warn(
        {
          ip: frame.ip,
          reason: frame.reason.slice(0, 200),
          ...(frame.code ? { code: frame.code } : {}),
          // Frames of this address not logged in its previous minute.
          ...(suppressed ? { suppressed } : {}),
        },
        'bad WebSocket frame',
      );
    },
    /** How many addresses are remembered now (at most `limits.addresses`). */
    addressCount: () => addresses.size,
  };
}

const processLog = badFrameLog();

/** Logs one bad frame of `socket` in this process's bounded log. */
export function logBadFrame(log: FastifyBaseLogger, socket: object, frame: BadFrame, now = Date.now()): void {
  processLog.log(log, socket, frame, now);
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
