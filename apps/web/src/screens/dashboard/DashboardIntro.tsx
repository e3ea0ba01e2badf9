import { CalendarPlus, KeyRound, Keyboard, Lightbulb, ListPlus, Plus, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME, type AppMessageKey } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAppT } from '@/i18n/appI18n';

/** The hero with the main call to action. */
export function DashboardHero({ onCreate }: { onCreate: () => void }) {
  const t = useAppT();
  return (
    <section
      aria-labelledby="dashboard-hero-title"
      className="flex flex-col gap-4 rounded-xl bg-brand p-6 text-brand-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="dashboard-hero-title" className="text-xl font-bold tracking-tight">
          {t('general.dashboard.hero.title', { product: PRODUCT_NAME })}
        </h2>
        <p className="text-sm opacity-90">{t('general.dashboard.hero.text')}</p>
      </div>
      <Button variant="secondary" size="lg" onClick={onCreate}>
        <Plus aria-hidden="true" />
        {t('general.dashboard.createEvent')}
      </Button>
    </section>
  );
}

const TIPS = [
  { icon: CalendarPlus, title: 'general.dashboard.tip1.title', text: 'general.dashboard.tip1.text' },
  { icon: ListPlus, title: 'general.dashboard.tip2.title', text: 'general.dashboard.tip2.text' },
  { icon: KeyRound, title: 'general.dashboard.tip3.title', text: 'general.dashboard.tip3.text' },
] as const satisfies readonly { icon: LucideIcon; title: AppMessageKey; text: AppMessageKey }[];

export function QuickTips() {
  const t = useAppT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb aria-hidden="true" className="size-5 text-primary" />
          {t('general.dashboard.tips')}
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium">{t(title)}</p>
                <p className="text-sm text-muted-foreground">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** A letter key, and a named key (Enter, an arrow) that does the same: a word in the app's language. */
const SHORTCUTS: readonly { letter: string; named?: AppMessageKey; action: AppMessageKey }[] = [
  { letter: 'G', named: 'general.key.enter', action: 'general.shortcut.go' },
  { letter: 'S', named: 'general.key.space', action: 'general.shortcut.standby' },
  { letter: 'H', action: 'general.shortcut.hold' },
  { letter: 'C', action: 'general.shortcut.resume' },
  { letter: 'N', named: 'general.key.right', action: 'general.shortcut.next' },
  { letter: 'B', named: 'general.key.left', action: 'general.shortcut.back' },
  { letter: 'R', action: 'general.shortcut.rundown' },
  { letter: 'A', action: 'general.shortcut.accessCodes' },
  { letter: 'T', action: 'general.shortcut.notes' },
];

const kbdClassName = 'rounded border bg-muted px-1.5 py-0.5 font-mono text-xs';

export function ShortcutsLegend() {
  const t = useAppT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Keyboard aria-hidden="true" className="size-5 text-primary" />
          {t('general.dashboard.shortcuts')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('general.dashboard.shortcutsWhere')}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {SHORTCUTS.map(({ letter, named, action }) => (
            <div key={action} className="flex items-center justify-between gap-3">
              <dt className="flex flex-wrap items-center gap-1">
                <kbd className={kbdClassName}>{letter}</kbd>
                {named && (
                  <>
                    <span className="text-muted-foreground">/</span>
                    <kbd className={kbdClassName}>{t(named)}</kbd>
                  </>
                )}
              </dt>
              <dd className="font-medium">{t(action)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
