import { Link } from 'react-router';
import { APP_VERSION, PRODUCT_NAME } from '@showcaller/shared';
import { BrandMark } from '@/components/BrandMark';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

export function AuthHeader({ onCreateAccount }: { onCreateAccount: () => void }) {
  const t = useAppT();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to="/"
            className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('general.home', { product: PRODUCT_NAME })}
          >
            <BrandMark className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
          </Link>
          {/* One version everywhere (docs/product.md#during-a-show): the spec had an older label here than in the sidebar. */}
          <Badge variant="outline" className="whitespace-nowrap">
            <span className="sr-only sm:not-sr-only">{t('general.version.word')} </span>
            {APP_VERSION}
          </Badge>
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button onClick={onCreateAccount}>{t('general.auth.createAccount')}</Button>
        </div>
      </div>
    </header>
  );
}
