/**
 * Benchmarks: `npm run bench` runs them all but the long soak, `npm run bench -- rundown` one, and
 * `BENCH_QUICK=1` runs them at small sizes (quick.ts). Each prints its figures and ratios against a
 * baseline measured in the same run. Never part of `npm test`.
 */
import './quick.js';
import { rundownBench } from './rundown.js';
import { fanoutBench } from './fanout.js';
import { soakBench } from './soak.js';
import { oscBench } from './osc.js';
import { callerBench } from './callerScreen.js';
import { phoneBench } from './crewPhone.js';
import { scaleoutBench } from './scaleout.js';
import { stagesBench } from './commandStages.js';
import { wallBench } from './wall.js';
import { ticksBench } from './ticks.js';

const benches: Record<string, () => Promise<void>> = {
  rundown: rundownBench,
  stages: stagesBench,
  fanout: fanoutBench,
  soak: soakBench,
  osc: oscBench,
  caller: callerBench,
  phone: phoneBench,
  scaleout: scaleoutBench,
  wall: wallBench,
  ticks: ticksBench,
};
/** Long runs that `npm run bench` without names leaves out (run them by name). */
const onlyByName = new Set(['soak']);
const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(benches).filter((n) => !onlyByName.has(n))) {
  const run = benches[name];
  if (!run) {
    console.error(`unknown benchmark ${name}; choose from ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  try {
    await run();
  } catch (err) {
    // One table that cannot run (no nginx, no PostgreSQL, no web build) must not hide the others.
    console.error(`${name} failed:`, err);
    process.exitCode = 1;
  }
}
