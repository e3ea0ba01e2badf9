import { useAuthToken } from '@/api/token';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { AboutSection, FeaturesSection, FreeSection, UseCasesSection } from './LandingSections';
import { useAppT } from '@/i18n/appI18n';

/** Public landing page (docs/product.md#screens): what the product does, that it is free, and the ways in. */
export function LandingPage() {
  const t = useAppT();
  useDocumentTitle(t('general.landing.docTitle'));
  const loggedIn = useAuthToken() !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('general.shell.skip')}
      </a>
      <LandingHeader loggedIn={loggedIn} />
      <main id="main" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <UseCasesSection />
        <FreeSection />
        <AboutSection />
      </main>
      <LandingFooter />
    </div>
  );
}
