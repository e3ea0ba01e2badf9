/**
 * Benchmarks: `npm run bench` runs them all but the long soak, `npm run bench -- rundown` one. Each prints its
 * figures and ratios against a baseline measured in the same run. Never part of `npm test`.
 */
import { rundownBench } from './rundown.js';
import { fanoutBench } from './fanout.js';
import { soakBench } from './soak.js';

const benches: Record<string, () => Promise<void>> = { rundown: rundownBench, fanout: fanoutBench, soak: soakBench };
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
  await run();
}
