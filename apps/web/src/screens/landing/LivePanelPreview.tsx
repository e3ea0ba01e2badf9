import type { AppMessageKey } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';

const DEPARTMENTS = [
  { name: 'general.landing.preview.sound', done: 3, total: 3 },
  { name: 'general.landing.preview.light', done: 2, total: 3 },
  { name: 'general.landing.preview.video', done: 1, total: 2 },
] as const satisfies readonly { name: AppMessageKey; done: number; total: number }[];

const UPCOMING = [
  { n: 13, time: '19:42:00', action: 'general.landing.preview.award' },
  { n: 14, time: '19:50:00', action: 'general.landing.preview.music' },
] as const satisfies readonly { n: number; time: string; action: AppMessageKey }[];

/** A static picture of the live cue panel (illustration only, described for screen readers). */
export function LivePanelPreview() {
  const t = useAppT();
  return (
    <div role="img" aria-label={t('general.landing.preview.label')} className="overflow-hidden rounded-2xl border bg-card shadow-xl">
      <div className="flex items-center justify-between bg-show-header px-4 py-3 text-show-header-foreground">
        <span className="font-semibold">{t('general.landing.preview.show')}</span>
        <span className="font-mono text-sm">19:38:18</span>
      </div>
      <div className="grid gap-4 p-4 sm:p-5">
        <div className="rounded-xl border-2 border-red-600 bg-red-50 p-4 dark:border-red-400 dark:bg-red-950/40">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-bold text-foreground">#12 - {t('general.landing.preview.keynote')}</span>
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">{t('general.status.go')}</span>
          </div>
          <p className="mt-2 font-mono text-3xl font-bold tabular-nums text-foreground">00:03:42</p>
          <p className="text-sm text-muted-foreground">{t('general.landing.preview.remaining')}</p>
        </div>
        <div className="grid grid-cols-3 gap-2 text-center text-sm">
          {DEPARTMENTS.map((d) => (
            <div key={d.name} className="rounded-lg border bg-background p-2">
              <p className="font-medium">{t(d.name)}</p>
              <p className="text-muted-foreground">{t('general.landing.preview.done', { done: d.done, total: d.total })}</p>
            </div>
          ))}
        </div>
        <ul className="grid gap-1 text-sm">
          {UPCOMING.map((cue) => (
            <li key={cue.n} className="flex gap-3 rounded-md px-2 py-1.5 odd:bg-muted">
              <span className="font-mono text-muted-foreground">{cue.time}</span>
              <span className="font-medium">#{cue.n}</span>
              <span className="truncate">{t(cue.action)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
