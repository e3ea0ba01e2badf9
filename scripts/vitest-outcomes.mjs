// A Vitest reporter for scripts/test.mjs: writes the failed tests (with the first line of their error) and
// the flaky ones (passed on a retry) to the JSON file named by VITEST_OUTCOMES_FILE, so the run's summary
// names them. CI keeps only the end of a run's output: a failure's name must be there, not thousands of
// lines above it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class OutcomesReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_OUTCOMES_FILE;
    if (!file) return;
    const failed = [];
    const flaky = [];
    for (const mod of testModules) {
      const where = path.relative(process.cwd(), mod.moduleId);
      // A file that failed to load (a syntax error, a failing beforeAll) has no test to name.
      for (const err of mod.errors()) failed.push({ where, name: '(the file)', error: firstLine(err) });
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') failed.push({ where, name: test.fullName, error: firstLine(result.errors?.[0]) });
        else if (result.state === 'passed' && test.diagnostic()?.flaky) flaky.push({ where, name: test.fullName });
      }
    }
    for (const err of unhandledErrors) failed.push({ where: '(unhandled)', name: '', error: firstLine(err) });
    writeFileSync(file, JSON.stringify({ failed, flaky }));
  }
}

function firstLine(err) {
  const text = err?.message ?? String(err ?? '');
  return text.split('\n')[0].slice(0, 300);
}
