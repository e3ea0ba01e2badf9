import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const WHAT_YOU_GET = [
  'Unlimited event creation and management',
  'Real-time collaboration with team members',
  'Department-specific access controls',
  'Voice announcements and smart timing features',
  'Excel import/export for rundowns',
] as const;

/** The register tab's offer: free, so a "Free" box where the spec had a price (docs/decisions/0010-free-product.md). */
export function FreeOffer() {
  return (
    <section aria-labelledby="free-offer-title" className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>
          <Sparkles aria-hidden="true" />
          Free forever
        </Badge>
        <span className="text-xs text-muted-foreground">No credit card needed</span>
      </div>
      <div>
        <h2 id="free-offer-title" className="text-3xl font-extrabold tracking-tight">
          Free
        </h2>
        <p className="text-sm text-muted-foreground">The whole platform at no cost: unlimited events and departments, no subscription.</p>
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold">What you get</p>
        <ul className="grid gap-1.5 text-sm">
          {WHAT_YOU_GET.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  { title: 'Create your account', text: 'Takes a minute, no payment details.' },
  { title: 'Add cues and departments', text: 'Build the rundown and share access codes with your crew.' },
  { title: 'Run your show', text: 'Call standby and go while every department follows live.' },
] as const;

export function ThreeSteps() {
  return (
    <section aria-labelledby="three-steps-title" className="grid gap-3">
      <h2 id="three-steps-title" className="text-sm font-semibold">
        How it works
      </h2>
      <ol className="grid gap-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <span>
              <span className="font-medium">{step.title}</span>
              <span className="block text-muted-foreground">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
