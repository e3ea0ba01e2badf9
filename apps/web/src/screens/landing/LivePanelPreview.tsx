const DEPARTMENTS = [
  { name: 'Sound', done: 3, total: 3 },
  { name: 'Light', done: 2, total: 3 },
  { name: 'Video', done: 1, total: 2 },
] as const;

const UPCOMING = [
  { n: 13, time: '19:42:00', action: 'Award presentation' },
  { n: 14, time: '19:50:00', action: 'Musical interlude' },
] as const;

/** A static picture of the live cue panel (illustration only, described for screen readers). */
export function LivePanelPreview() {
  return (
    <div
      role="img"
      aria-label="Example of the live show screen: cue 12, Keynote walk-on, in progress with 3 minutes 42 seconds remaining, and each department's task progress."
      className="overflow-hidden rounded-2xl border bg-card shadow-xl"
    >
      <div className="flex items-center justify-between bg-show-header px-4 py-3 text-show-header-foreground">
        <span className="font-semibold">Product Launch</span>
        <span className="font-mono text-sm">19:38:18</span>
      </div>
      <div className="grid gap-4 p-4 sm:p-5">
        <div className="rounded-xl border-2 border-red-600 bg-red-50 p-4 dark:border-red-400 dark:bg-red-950/40">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-bold text-foreground">#12 - Keynote walk-on</span>
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">In Progress</span>
          </div>
          <p className="mt-2 font-mono text-3xl font-bold tabular-nums text-foreground">00:03:42</p>
          <p className="text-sm text-muted-foreground">remaining</p>
        </div>
        <div className="grid grid-cols-3 gap-2 text-center text-sm">
          {DEPARTMENTS.map((d) => (
            <div key={d.name} className="rounded-lg border bg-background p-2">
              <p className="font-medium">{d.name}</p>
              <p className="text-muted-foreground">
                {d.done}/{d.total} done
              </p>
            </div>
          ))}
        </div>
        <ul className="grid gap-1 text-sm">
          {UPCOMING.map((cue) => (
            <li key={cue.n} className="flex gap-3 rounded-md px-2 py-1.5 odd:bg-muted">
              <span className="font-mono text-muted-foreground">{cue.time}</span>
              <span className="font-medium">#{cue.n}</span>
              <span className="truncate">{cue.action}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
