/**
 * The show screen's live connection: RealtimeConnection with every frame checked against the
 * shared zod unions (docs/architecture.md#the-websocket-protocol). The crew view uses RealtimeConnection with parseFrames.ts instead.
 */
import { cueStatusSchema, serverMessage } from '@showcaller/shared';
import { RealtimeConnection, type FrameParsers, type RealtimeClientOptions } from './RealtimeConnection';

export {
  defaultSocketUrl,
  type ConnectionState,
  type FrameParsers,
  type RealtimeClientOptions,
  type RealtimeEvents,
  type RealtimeSnapshot,
} from './RealtimeConnection';

export const zodFrameParsers: FrameParsers = {
  parseMessage: (data) => {
    const parsed = serverMessage.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
  parseStatus: (data) => {
    const parsed = cueStatusSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
};

export class EventRealtimeClient extends RealtimeConnection {
  constructor(options: RealtimeClientOptions) {
    super(options, zodFrameParsers);
  }
}
