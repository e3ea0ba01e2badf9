import { createContext, useContext } from 'react';
import type { Cue } from '@showcaller/shared';
import type { EventRealtime } from '@/realtime/useEventRealtime';
import type { CueCommands } from './useCueCommands';

export interface LiveShowValue extends EventRealtime {
  eventId: number;
  /** The cues and the server's cue status are both loaded: until then the live area shows no cue at all. */
  statusKnown: boolean;
  /** The status's cue, otherwise the first cue; null without cues. */
  currentCue: Cue | null;
  currentIndex: number;
  /** The current cue is running past its duration. */
  overtime: boolean;
  hasCues: boolean;
  commands: CueCommands;
  /** CALL: speak the current cue. */
  call: () => void;
}

export const LiveShowContext = createContext<LiveShowValue | null>(null);

export function useLiveShow(): LiveShowValue {
  const value = useContext(LiveShowContext);
  if (!value) throw new Error('useLiveShow must be used inside LiveShowProvider');
  return value;
}
