import { useState } from 'react';
import { ArrowLeft, RotateCw, Search, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminUsers } from '@/api/admin';
import { isApiError } from '@/api/client';
import { errorText } from '@/api/events';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useDebouncedValue } from './useDebouncedValue';
import { UsersTable, UsersTableSkeleton } from './UsersTable';
import { useAppT } from '@/i18n/appI18n';

export const SEARCH_DEBOUNCE_MS = 300;

function AdminsOnly({ text }: { text: string }) {
  const t = useAppT();
  return (
    <Card role="alert" className="max-w-xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldAlert aria-hidden="true" className="size-5 text-destructive" />
          {t('general.admin.only')}
        </h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {t('general.admin.back')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** /admin: registered users for the administrator; the server decides who may see them. */
export function AdminPage() {
  const t = useAppT();
  useDocumentTitle(t('general.nav.admin'));
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(term);
  const forbidden = isApiError(users.error) && users.error.status === 403;

  function renderBody() {
    if (forbidden) return <AdminsOnly text={errorText(users.error, t('general.admin.forbidden'))} />;
    if (users.isPending) return <UsersTableSkeleton />;
    if (users.isError) {
      return (
        <Card role="alert" className="max-w-xl border-destructive/50">
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('general.admin.loadError')}</h2>
            <p className="text-sm text-muted-foreground">{errorText(users.error, t('general.error.unknown'))}</p>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
              <RotateCw aria-hidden="true" />
              {t('general.tryAgain')}
            </Button>
          </CardContent>
        </Card>
      );
    }
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {term
            ? t('general.admin.countMatching', { count: users.data.length, search: term })
            : t('general.admin.count', { count: users.data.length })}
        </p>
        <UsersTable users={users.data} search={term} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('general.nav.admin')}</h1>
        <p className="text-sm text-muted-foreground">{t('general.admin.intro')}</p>
      </header>
      {!forbidden && (
        <div className="grid max-w-md gap-2">
          <Label htmlFor="admin-user-search">{t('general.admin.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="admin-user-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('general.admin.searchPlaceholder')}
              maxLength={100}
              autoComplete="off"
              className="pl-9"
            />
            {users.isFetching && !users.isPending && (
              <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
                <Spinner label={t('general.admin.searching')} />
              </span>
            )}
          </div>
        </div>
      )}
      {renderBody()}
    </div>
  );
}
