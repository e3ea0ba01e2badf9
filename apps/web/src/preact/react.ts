/**
 * What `react` means in the crew and stage pages' build (vite.config.ts, mode `crew`): Preact's
 * React layer, about 5 KB gzip where React DOM is 60 KB, so a crew phone on venue Wi-Fi has its
 * live cue sooner (README.md#benchmarks; docs/decisions/0019-preact-for-the-crew-and-stage-pages.md).
 * The app itself stays on React. Preact has no `useEffectEvent` (React 19.2); the one here keeps the
 * newest callback in a ref, set in a layout effect, which is what the crew code relies on: effects
 * call the latest props without listing them as dependencies.
 */
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

// preact/compat's types say `export =`, which TypeScript will not re-export with `export *`; the
// bundler re-exports its named exports, and type checks of `react` imports use @types/react anyway.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useEffectEvent<Args extends unknown[], R>(callback: (...args: Args) => R): (...args: Args) => R {
  const latestRef = useRef(callback);
  useLayoutEffect(() => {
    latestRef.current = callback;
  });
  return useCallback((...args: Args) => latestRef.current(...args), []);
}
