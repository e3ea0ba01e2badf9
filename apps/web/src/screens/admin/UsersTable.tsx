import type { ReactNode } from 'react';
import type { AppMessageKey } from '@showcaller/shared';
import { formatLocalDate } from '@/lib/eventDate';
import type { AdminUser } from '@/api/admin';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';

const COLUMNS = [
  'general.admin.col.id',
  'general.auth.username',
  'general.settings.profile.name',
  'general.settings.profile.email',
  'general.admin.col.registered',
  'general.dashboard.events',
  'general.admin.col.admin',
  'general.admin.col.demo',
] as const satisfies readonly AppMessageKey[];

function registered(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatLocalDate(date, 'medium');
}

function YesNo({ value }: { value: boolean }) {
  const t = useAppT();
  return value ? <Badge variant="default">{t('general.yes')}</Badge> : <span className="text-muted-foreground">{t('general.no')}</span>;
}

function TableFrame({ children, caption }: { children: ReactNode; caption: string }) {
  const t = useAppT();
  return (
    // The table scrolls sideways inside its own box on narrow screens; the box is focusable for keyboard scrolling.
    <div
      role="region"
      aria-label={t('general.admin.users')}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function UsersTableSkeleton() {
  const t = useAppT();
  return (
    <div role="status" aria-label={t('general.admin.loading')} className="grid gap-2 rounded-lg border p-3">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function UsersTable({ users, search }: { users: AdminUser[]; search: string }) {
  const t = useAppT();
  const caption = search
    ? t('general.admin.captionMatching', { search, count: users.length })
    : t('general.admin.caption', { count: users.length });
  return (
    <TableFrame caption={caption}>
      {users.length === 0 ? (
        <tr className="border-t">
          <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-muted-foreground">
            {search ? t('general.admin.noMatch', { search }) : t('general.admin.none')}
          </td>
        </tr>
      ) : (
        users.map((u) => (
          <tr key={u.id} className="border-t">
            <td className="px-3 py-2.5 font-mono">{u.id}</td>
            <td className="px-3 py-2.5 font-medium">{u.username}</td>
            <td className="px-3 py-2.5">{u.name}</td>
            <td className="px-3 py-2.5 break-all">{u.email}</td>
            <td className="px-3 py-2.5 whitespace-nowrap">
              <time dateTime={u.createdAt}>{registered(u.createdAt)}</time>
            </td>
            <td className="px-3 py-2.5 tabular-nums">{u.eventCount}</td>
            <td className="px-3 py-2.5">
              <YesNo value={u.isAdmin} />
            </td>
            <td className="px-3 py-2.5">
              <YesNo value={u.isDemo} />
            </td>
          </tr>
        ))
      )}
    </TableFrame>
  );
}
