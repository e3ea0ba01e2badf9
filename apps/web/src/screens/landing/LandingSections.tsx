import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { FEATURES, FREE_POINTS, USE_CASES, type LandingItem } from './content';
import { useAppT } from '@/i18n/appI18n';

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto mb-10 grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

function ItemCard({ item }: { item: LandingItem }) {
  const t = useAppT();
  const Icon = item.icon;
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <span className="w-fit rounded-lg bg-primary/10 p-2.5 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="font-semibold">{t(item.title)}</h3>
      <p className="text-sm text-muted-foreground">{t(item.text)}</p>
    </li>
  );
}

export function FeaturesSection() {
  const t = useAppT();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-title"
          eyebrow={t('general.landing.nav.features')}
          title={t('general.landing.features.title')}
          text={t('general.landing.features.text')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((item) => (
            <ItemCard key={item.title} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function UseCasesSection() {
  const t = useAppT();
  return (
    <section id="use-cases" aria-labelledby="use-cases-title" className="scroll-mt-20 border-y bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="use-cases-title"
          eyebrow={t('general.landing.nav.useCases')}
          title={t('general.landing.useCases.title')}
          text={t('general.landing.useCases.text', { product: PRODUCT_NAME })}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {USE_CASES.map((item) => (
            <ItemCard key={item.title} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FreeSection() {
  const t = useAppT();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-4xl gap-8 rounded-2xl bg-brand p-6 text-brand-foreground shadow-xl sm:p-10 md:grid-cols-[1.2fr_1fr] md:items-center">
        <div className="grid gap-4">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('general.landing.free.title')}
          </h2>
          <p className="text-brand-foreground/90">{t('general.landing.free.text', { product: PRODUCT_NAME })}</p>
          <ul className="grid gap-2">
            {FREE_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-3 md:justify-items-stretch">
          <Button asChild size="lg" variant="secondary" className="bg-white text-brand hover:bg-white/90">
            <Link to="/auth?tab=register">{t('general.landing.free.start')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to="/auth">{t('general.landing.signIn')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export function AboutSection() {
  const t = useAppT();
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 border-t px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-3xl gap-4 text-center">
        <h2 id="about-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('general.landing.about.title', { product: PRODUCT_NAME })}
        </h2>
        <p className="text-muted-foreground">{t('general.landing.about.text', { product: PRODUCT_NAME })}</p>
        <p className="text-muted-foreground">
          {t('general.landing.about.contact')}{' '}
          <a href="mailto:contact@showcaller.app" className="font-medium text-primary underline-offset-4 hover:underline">
            contact@showcaller.app
          </a>
          .
        </p>
      </div>
    </section>
  );
}
