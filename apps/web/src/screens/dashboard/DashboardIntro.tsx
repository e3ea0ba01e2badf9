import { CalendarPlus, KeyRound, Keyboard, Lightbulb, ListPlus, Plus } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The hero with the main call to action. */
export function DashboardHero({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="dashboard-hero-title"
      className="flex flex-col gap-4 rounded-xl bg-brand p-6 text-brand-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="dashboard-hero-title" className="text-xl font-bold tracking-tight">
          Run your next show with {PRODUCT_NAME}
        </h2>
        <p className="text-sm opacity-90">Build the rundown, share access codes with your crew and call every cue on time.</p>
      </div>
      <Button variant="secondary" size="lg" onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create New Event
      </Button>
    </section>
  );
}

const TIPS = [
  { icon: CalendarPlus, title: 'Create an event', text: 'Start with Create New Event: give it a name, a date and a short description.' },
  {
    icon: ListPlus,
    title: 'Add cues and departments',
    text: 'Open the event to add numbered cues with times and durations, and the departments that work them.',
  },
  {
    icon: KeyRound,
    title: 'Share department access codes',
    text: 'Each department gets its own code: crew enter it under Department Access, no account needed.',
  },
] as const;

export function QuickTips() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb aria-hidden="true" className="size-5 text-primary" />
          Quick Tips
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['G', 'Enter'], action: 'GO' },
  { keys: ['S', 'Space'], action: 'STANDBY' },
  { keys: ['H'], action: 'HOLD' },
  { keys: ['C'], action: 'RESUME' },
  { keys: ['N', 'Right arrow'], action: 'NEXT' },
  { keys: ['B', 'Left arrow'], action: 'BACK' },
  { keys: ['R'], action: 'Rundown' },
  { keys: ['A'], action: 'Access Codes' },
  { keys: ['T'], action: 'Notes' },
];

export function ShortcutsLegend() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Keyboard aria-hidden="true" className="size-5 text-primary" />
          Keyboard Shortcuts
        </h2>
        <p className="text-sm text-muted-foreground">On the show screen:</p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={action} className="flex items-center justify-between gap-3">
              <dt className="flex flex-wrap items-center gap-1">
                {keys.map((key, i) => (
                  <span key={key} className="flex items-center gap-1">
                    {i > 0 && <span className="text-muted-foreground">/</span>}
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="font-medium">{action}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
