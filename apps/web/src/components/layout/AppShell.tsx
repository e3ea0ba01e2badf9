import { Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { Outlet } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarContent } from './SidebarContent';
import { useAppT } from '@/i18n/appI18n';

/** Signed-in layout: a sidebar column on wide screens, a slide-out drawer behind a menu button on phones. */
export function AppShell() {
  const t = useAppT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('general.shell.skip')}
      </a>

      <aside
        aria-label={t('general.shell.sidebar')}
        className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r bg-sidebar text-sidebar-foreground md:block"
      >
        <SidebarContent />
      </aside>

      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background px-3 md:hidden">
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('general.shell.openMenu')}>
              <Menu aria-hidden="true" className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="p-0">
            <SheetTitle className="sr-only">{t('general.shell.menu')}</SheetTitle>
            <SheetDescription className="sr-only">{t('general.shell.menuDescription')}</SheetDescription>
            <SidebarContent onNavigate={() => setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>
        <BrandMark />
      </header>

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
