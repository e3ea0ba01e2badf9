/**
 * `BENCH_QUICK=1 npm run bench`: every table at a small size, to try the harness in a minute or
 * two (figures are not comparable with a full run). Imported first by run.ts, because each bench
 * reads its sizes when its module loads; a size set in the environment still wins.
 */
const QUICK: Record<string, string> = {
  STAGE_RUNS: '100',
  FANOUT_SIZES: '100',
  FANOUT_ROUNDS: '2',
  FANOUT_CHANGES: '4',
  FANOUT_WARMUP_ROUNDS: '1',
  SCALE_VIEWERS: '300',
  SCALE_ROUNDS: '2',
  SCALE_CHANGES: '4',
  CALLER_PRESSES: '5',
  CALLER_EDITS: '3',
  PHONE_LOADS: '1',
  PHONE_GOS: '4',
  WALL_ROOMS: '4',
  WALL_VIEWERS: '20',
  WALL_PASSES: '2',
  TICKS_SECONDS: '10',
};
if (process.env.BENCH_QUICK === '1') for (const [k, v] of Object.entries(QUICK)) process.env[k] ??= v;
