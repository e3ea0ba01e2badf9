import { Clock, Megaphone, Radio, Users, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { Button } from '@/components/ui/button';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Comprehensive department tracking',
    text: 'Every department sees its own tasks for each cue, and you see who is ready.',
  },
  {
    icon: Clock,
    title: 'Precise cue control with timing features',
    text: 'Standby, go and hold with countdowns that stay right even when a laptop sleeps.',
  },
  {
    icon: Radio,
    title: 'Real-time department collaboration',
    text: 'Crews follow the live cue on their phones with a simple access code.',
  },
  { icon: Megaphone, title: 'Voice announcements for key moments', text: 'Cues can be spoken aloud so nobody misses a go.' },
];

export function MarketingPanel({ onRegister }: { onRegister: () => void }) {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="grid content-start gap-6 rounded-2xl bg-brand p-6 text-brand-foreground sm:p-8"
    >
      <div className="grid gap-2">
        <h2 id="auth-marketing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Call every cue with confidence
        </h2>
        <p className="text-brand-foreground/90">{PRODUCT_NAME} keeps your rundown, your timing and your crew in one live view.</p>
      </div>
      <ul className="grid gap-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="rounded-lg bg-white/15 p-2">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-brand-foreground/90">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white/10 p-4">
        <div>
          <p className="text-3xl font-extrabold">Free</p>
          <p className="text-sm text-brand-foreground/90">Unlimited events and departments</p>
        </div>
        <Button variant="secondary" size="lg" className="ml-auto bg-white text-brand hover:bg-white/90" onClick={onRegister}>
          Register Now
        </Button>
      </div>
    </section>
  );
}
