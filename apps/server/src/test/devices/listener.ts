/**
 * A generic OSC listener (OSC 1.0 specification, opensoundcontrol.org "OSC 1.0": a UDP datagram
 * is one packet; nothing in OSC obliges a receiver to answer): it records what it hears and never
 * answers. The older features/integrations/fakeOsc.ts is the same for tests that also send from it.
 */
export { fakeOsc as fakeListener, type FakeOsc as FakeListener } from '../fakeOsc.js';
