/**
 * Every state the stage display's timer shows, as the page shows it: a MutationObserver in the page
 * records each change of the timer's text or colour level (no sampling pace, so a wrong colour held
 * for a single frame is recorded too), and the test waits for the state it expects.
 */
import type { Page } from '@playwright/test';

export interface StageSample {
  text: string;
  level: string;
}

interface Recorder {
  samples: StageSample[];
}

/** Starts recording on `page` (again after a reload); answers at once. Records the current state first. */
export async function recordStageTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { stageTimerRecorder?: Recorder };
    const recorder: Recorder = { samples: [] };
    w.stageTimerRecorder = recorder;
    const read = () => {
      const text = document.querySelector('[data-testid="stage-timer"]')?.textContent ?? '';
      const level = document.querySelector('[data-testid="stage-timer-box"]')?.getAttribute('data-level') ?? '';
      const last = recorder.samples.at(-1);
      if (!last || last.text !== text || last.level !== level) recorder.samples.push({ text, level });
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-level'],
    });
  });
}

/**
 * Waits until the timer has shown `until` (its text, and its level when given), and answers every
 * state recorded since `recordStageTimer` or the previous call, up to and including that one.
 * Starts recording first when the page has no recorder yet.
 */
export async function stageTimerUntil(page: Page, until: Partial<StageSample> & { text: string }, maxMs = 8000): Promise<StageSample[]> {
  const started = await page.evaluate(() => 'stageTimerRecorder' in window);
  if (!started) await recordStageTimer(page);
  const handle = await page.waitForFunction(
    (want) => {
      const recorder = (window as unknown as { stageTimerRecorder: Recorder }).stageTimerRecorder;
      const at = recorder.samples.findIndex((s) => s.text === want.text && (want.level === undefined || s.level === want.level));
      return at < 0 ? false : recorder.samples.splice(0, at + 1);
    },
    until,
    { timeout: maxMs, polling: 100 },
  );
  const samples = await handle.jsonValue();
  if (samples === false) throw new Error(`the stage timer never showed ${JSON.stringify(until)}`);
  return samples;
}
