import { PRODUCT_NAME } from '@showcaller/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HaveACodeLink } from './HaveACodeLink';
import { LivePanelPreview } from './LivePanelPreview';
import { TryDemoButton } from './TryDemoButton';
import { useAppT } from '@/i18n/appI18n';

export function HeroSection() {
  const t = useAppT();
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-primary/5 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-6">
          <Badge variant="outline" className="w-fit">
            {t('general.landing.hero.badge')}
          </Badge>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('general.landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('general.landing.hero.text', { product: PRODUCT_NAME })}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/auth?tab=register">
                {t('general.landing.hero.start')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <TryDemoButton />
          </div>
          <p className="text-sm text-muted-foreground">{t('general.landing.hero.free')}</p>
          <HaveACodeLink />
        </div>
        <LivePanelPreview />
      </div>
    </section>
  );
}
