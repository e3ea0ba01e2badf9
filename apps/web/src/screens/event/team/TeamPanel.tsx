/**
 * The Team tab of the show screen (docs/decisions/0031-team-members-and-roles.md), for the owner and
 * producers: invite an address with a role (a lead with its departments), the members with their
 * role (change it, remove them) and the pending invitations (resend, cancel); then the share links
 * for people without an account (ShareLinksSection.tsx, docs/decisions/0036-share-links.md).
 */
import { useId, useState, type FormEvent } from 'react';
import { Mail, RotateCw, Trash2, X } from 'lucide-react';
import { MEMBER_ROLES, type Department, type MemberRole } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useDepartments } from '@/api/rundown';
import { useTeam, useTeamMutations } from '@/api/team';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';
import { roleText } from '@/i18n/setupWords';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ShareLinksSection } from './ShareLinksSection';

const selectClassName =
  'h-9 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

const errorText = (err: unknown) => (isApiError(err) ? (err.serverText ?? err.text) : appT('setup.team.error'));

function isRole(value: string): value is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value);
}

/** A role picker and, for a lead, the departments it edits. */
function RoleFields({
  role,
  departmentIds,
  departments,
  onChange,
  label,
}: {
  role: MemberRole;
  departmentIds: readonly number[];
  departments: readonly Department[];
  onChange: (role: MemberRole, departmentIds: number[]) => void;
  label: string;
}) {
  const id = useId();
  const t = useAppT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        id={id}
        aria-label={label}
        value={role}
        className={selectClassName}
        onChange={(e) => isRole(e.target.value) && onChange(e.target.value, e.target.value === 'lead' ? [...departmentIds] : [])}
      >
        {MEMBER_ROLES.map((r) => (
          <option key={r} value={r}>
            {roleText(r).label}
          </option>
        ))}
      </select>
      {role === 'lead' && (
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
          <legend className="sr-only">{t('setup.team.leadDepartments')}</legend>
          {departments.map((dep) => (
            <label key={dep.id} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={departmentIds.includes(dep.id)}
                onChange={(e) => onChange(role, e.target.checked ? [...departmentIds, dep.id] : departmentIds.filter((x) => x !== dep.id))}
              />
              {dep.name}
            </label>
          ))}
          {departments.length === 0 && <span className="text-sm text-muted-foreground">{t('setup.team.addDepartmentFirst')}</span>}
        </fieldset>
      )}
    </div>
  );
}

function InviteForm({ eventId, departments }: { eventId: number; departments: readonly Department[] }) {
  const { invite } = useTeamMutations(eventId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const [departmentIds, setDepartmentIds] = useState<number[]>([]);
  const emailId = useId();
  const t = useAppT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email, role, departmentIds },
      {
        onSuccess: (inv) => {
          notifySuccess(
            t('setup.team.invite.sent'),
            t('setup.team.invite.sentDetail', { email: inv.email, role: roleText(inv.role).label }),
          );
          setEmail('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border p-3" aria-label={t('setup.team.invite.form')}>
      <Label htmlFor={emailId}>{t('setup.team.invite.byEmail')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={emailId}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('setup.team.invite.emailPlaceholder')}
          className="h-9 w-full min-w-0 sm:w-64"
        />
        <RoleFields
          role={role}
          departmentIds={departmentIds}
          departments={departments}
          label={t('setup.team.invite.role')}
          onChange={(r, ids) => {
            setRole(r);
            setDepartmentIds(ids);
          }}
        />
        <Button type="submit" disabled={invite.isPending}>
          <Mail aria-hidden="true" />
          {t('setup.team.invite.send')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('setup.role.summary', { role: roleText(role).label, does: roleText(role).does })}</p>
      {invite.isError && <FormAlert title={t('setup.team.notSent')}>{errorText(invite.error)}</FormAlert>}
    </form>
  );
}

export function TeamPanel({ eventId, headingId }: { eventId: number; headingId: string }) {
  const team = useTeam(eventId, true);
  const departments = useDepartments(eventId).data ?? [];
  const m = useTeamMutations(eventId);
  const t = useAppT();
  const fmt = useAppFormats();
  const depName = (id: number) => departments.find((d) => d.id === id)?.name ?? `#${id}`;
  const failed = (title: string) => (err: unknown) => notifyError(title, errorText(err));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('setup.team.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('setup.team.intro')}</p>
      </div>
      <InviteForm eventId={eventId} departments={departments} />
      {team.isPending && <Skeleton className="h-24" />}
      {team.isError && <FormAlert title={t('setup.team.loadError')}>{errorText(team.error)}</FormAlert>}
      {team.data && (
        <>
          <div className="grid gap-2">
            <h3 className="font-medium">{t('setup.team.members')}</h3>
            {team.data.members.length === 0 && <p className="text-sm text-muted-foreground">{t('setup.team.membersEmpty')}</p>}
            <ul className="grid gap-2" aria-label={t('setup.team.members')}>
              {team.data.members.map((member) => (
                <li
                  key={member.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                  data-testid="member"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">{member.name || member.username}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      {member.email}
                      {member.scope === 'production' && ` ${t('setup.team.throughProduction')}`}
                    </p>
                  </div>
                  {member.scope === 'event' ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <RoleFields
                        role={member.role}
                        departmentIds={member.departmentIds}
                        departments={departments}
                        label={t('setup.team.roleOf', { name: member.name || member.username })}
                        onChange={(role, departmentIds) => {
                          // A lead without departments is saved once one is ticked.
                          if (role === 'lead' && departmentIds.length === 0) return;
                          m.update.mutate({ id: member.id, role, departmentIds }, { onError: failed(t('setup.team.roleNotChanged')) });
                        }}
                      />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('setup.team.removeName', { name: member.name || member.username })}
                        onClick={() => m.remove.mutate(member.id, { onError: failed(t('setup.team.notRemoved')) })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('setup.team.remove')}
                      </Button>
                    </div>
                  ) : (
                    <p className="text-sm">
                      {member.departmentIds.length > 0
                        ? t('setup.team.roleWithDepartments', {
                            role: roleText(member.role).label,
                            departments: member.departmentIds.map(depName).join(', '),
                          })
                        : roleText(member.role).label}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <h3 className="font-medium">{t('setup.team.pending')}</h3>
            {team.data.invitations.length === 0 && <p className="text-sm text-muted-foreground">{t('setup.team.pendingEmpty')}</p>}
            <ul className="grid gap-2" aria-label={t('setup.team.pending')}>
              {team.data.invitations.map((inv) => (
                <li
                  key={inv.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                  data-testid="invitation"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-all">{inv.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {inv.departmentIds.length > 0
                        ? t('setup.team.roleWithDepartments', {
                            role: roleText(inv.role).label,
                            departments: inv.departmentIds.map(depName).join(', '),
                          })
                        : roleText(inv.role).label}{' '}
                      ·{' '}
                      {inv.expired
                        ? t('setup.team.expired')
                        : t('setup.team.sentAt', {
                            when: fmt.date(new Date(inv.sentAt).getTime(), {
                              day: 'numeric',
                              month: 'short',
                              year: 'numeric',
                              hour: '2-digit',
                              minute: '2-digit',
                            }),
                          })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('setup.team.resendTo', { email: inv.email })}
                      onClick={() =>
                        m.resend.mutate(inv.id, {
                          onSuccess: () => notifySuccess(t('setup.team.sentAgain'), inv.email),
                          onError: failed(t('setup.team.notSent')),
                        })
                      }
                    >
                      <RotateCw aria-hidden="true" />
                      {t('setup.team.resend')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('setup.team.cancelTo', { email: inv.email })}
                      onClick={() => m.cancel.mutate(inv.id, { onError: failed(t('setup.team.notCancelled')) })}
                    >
                      <X aria-hidden="true" />
                      {t('setup.team.cancel')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      <ShareLinksSection eventId={eventId} departments={departments} />
    </section>
  );
}
