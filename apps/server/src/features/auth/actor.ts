/** Who is asking lives in lib/ (the hub, below the features, needs it too); features keep importing it here. */
export { anonymous, type Actor } from '../../lib/actor.js';
