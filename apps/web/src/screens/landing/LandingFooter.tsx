import { Link } from 'react-router';
import { APP_VERSION, PRODUCT_NAME } from '@showcaller/shared';
import { BrandMark } from '@/components/BrandMark';
import { useAppT } from '@/i18n/appI18n';

const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function LandingFooter() {
  const t = useAppT();
  return (
    <footer className="border-t bg-muted/50 px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-1">
          <BrandMark />
          <p className="text-sm text-muted-foreground">{t('general.landing.footer.tagline')}</p>
        </div>
        <nav aria-label={t('general.landing.footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a href="#features" className={linkClass}>
                {t('general.landing.nav.features')}
              </a>
            </li>
            <li>
              <a href="#use-cases" className={linkClass}>
                {t('general.landing.nav.useCases')}
              </a>
            </li>
            <li>
              <a href="#about" className={linkClass}>
                {t('general.landing.nav.about')}
              </a>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('general.landing.footer.privacy')}
              </Link>
            </li>
            <li>
              <a href="mailto:contact@showcaller.app" className={linkClass}>
                {t('general.landing.footer.contact')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-xs text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME} · {t('general.nav.version', { version: APP_VERSION })}
      </p>
    </footer>
  );
}
