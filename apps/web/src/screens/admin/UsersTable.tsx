import type { ReactNode } from 'react';
import { format } from 'date-fns';
import type { AdminUser } from '@/api/admin';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

const COLUMNS = ['ID', 'Username', 'Name', 'E-mail', 'Registered', 'Events', 'Admin', 'Demo'] as const;

function registered(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'PP');
}

function YesNo({ value }: { value: boolean }) {
  return value ? <Badge variant="default">Yes</Badge> : <span className="text-muted-foreground">No</span>;
}

function TableFrame({ children, caption }: { children: ReactNode; caption: string }) {
  return (
    // The table scrolls sideways inside its own box on narrow screens; the box is focusable for keyboard scrolling.
    <div
      role="region"
      aria-label="Registered users"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {c}
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
  return (
    <div role="status" aria-label="Loading users" className="grid gap-2 rounded-lg border p-3">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function UsersTable({ users, search }: { users: AdminUser[]; search: string }) {
  return (
    <TableFrame caption={`Registered users${search ? ` matching "${search}"` : ''}: ${users.length}`}>
      {users.length === 0 ? (
        <tr className="border-t">
          <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-muted-foreground">
            {search ? `No users match "${search}".` : 'No users have registered yet.'}
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
