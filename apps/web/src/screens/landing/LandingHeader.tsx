import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, type AppMessageKey } from '@showcaller/shared';
import { BrandMark } from '@/components/BrandMark';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

const SECTION_LINKS = [
  { href: '#features', label: 'general.landing.nav.features' },
  { href: '#use-cases', label: 'general.landing.nav.useCases' },
  { href: '#pricing', label: 'general.landing.nav.pricing' },
  { href: '#about', label: 'general.landing.nav.about' },
] as const satisfies readonly { href: string; label: AppMessageKey }[];

export function LandingHeader({ loggedIn }: { loggedIn: boolean }) {
  const t = useAppT();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link
          to="/"
          className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('general.home', { product: PRODUCT_NAME })}
        >
          <BrandMark className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        </Link>
        <nav aria-label={t('general.landing.sections')} className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t(link.label)}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          {loggedIn ? (
            <Button asChild>
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                {t('general.nav.dashboard')}
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="px-3">
                <Link to="/auth">{t('general.landing.logIn')}</Link>
              </Button>
              <Button asChild className="px-3">
                <Link to="/auth?tab=register">{t('general.auth.tab.register')}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
