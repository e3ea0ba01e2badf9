import { useUser } from '@/api/auth';
import { ThemeSwitcher } from '@/components/theme/ThemeToggle';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { SettingsSection } from './SettingsSection';
import { VoiceDefaultsSection } from './VoiceDefaultsSection';
import { LanguageSection } from './LanguageSection';
import { useAppT } from '@/i18n/appI18n';

/** /settings: profile, password, voice defaults for new shows, sessions and appearance. */
export function SettingsPage() {
  const t = useAppT();
  useDocumentTitle(t('general.settings.title'));
  const { user } = useUser();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('general.settings.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('general.settings.intro')}</p>
      </header>
      {user ? (
        <ProfileSection key={user.id} user={user} />
      ) : (
        <div role="status" aria-label={t('general.settings.loadingProfile')} className="grid gap-3 rounded-xl border p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {user && <LanguageSection user={user} />}
      <PasswordSection />
      <VoiceDefaultsSection />
      <SessionsSection />
      <SettingsSection
        id="appearance"
        title={t('general.settings.appearance.title')}
        description={t('general.settings.appearance.description')}
      >
        <ThemeSwitcher className="max-w-sm" />
      </SettingsSection>
    </div>
  );
}
