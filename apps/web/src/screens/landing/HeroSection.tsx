import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HaveACodeLink } from './HaveACodeLink';
import { LivePanelPreview } from './LivePanelPreview';
import { TryDemoButton } from './TryDemoButton';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-primary/5 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-6">
          <Badge variant="outline" className="w-fit">
            Free for every production team
          </Badge>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Call your show. Keep every department in sync.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            ShowCaller is a live rundown and show-calling tool for events. Build numbered cues, share a code with each department, and run
            standby, go and hold in real time while your crew follows along on any device.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/auth?tab=register">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <TryDemoButton />
          </div>
          <p className="text-sm text-muted-foreground">Completely free: unlimited events and departments, no credit card.</p>
          <HaveACodeLink />
        </div>
        <LivePanelPreview />
      </div>
    </section>
  );
}
