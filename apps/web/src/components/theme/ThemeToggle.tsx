import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { AppMessageKey } from '@showcaller/shared';
import type { ThemePreference } from '@/lib/theme';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useTheme } from './ThemeProvider';
import { useAppT } from '@/i18n/appI18n';

const OPTIONS: Record<ThemePreference, { label: AppMessageKey; toggle: AppMessageKey; icon: LucideIcon; next: ThemePreference }> = {
  light: { label: 'general.theme.light', toggle: 'general.theme.toggleLight', icon: Sun, next: 'dark' },
  dark: { label: 'general.theme.dark', toggle: 'general.theme.toggleDark', icon: Moon, next: 'system' },
  system: { label: 'general.theme.system', toggle: 'general.theme.toggleSystem', icon: Monitor, next: 'light' },
};
const ORDER: ThemePreference[] = ['light', 'dark', 'system'];

/**
 * Header theme button: one click moves light → dark → system. Kept free of menus and popovers so
 * the public pages stay light.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useAppT();
  const { preference, setPreference } = useTheme();
  const current = OPTIONS[preference];
  const Icon = current.icon;
  const name = t(current.toggle);
  return (
    <Button variant="outline" size="icon" className={className} aria-label={name} title={name} onClick={() => setPreference(current.next)}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** Sidebar theme control: the three choices side by side, the current one pressed. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const t = useAppT();
  const { preference, setPreference } = useTheme();
  return (
    <div role="group" aria-label={t('general.theme.label')} className={cn('grid grid-cols-3 gap-1 rounded-lg bg-muted p-1', className)}>
      {ORDER.map((value) => {
        const { label, icon: Icon } = OPTIONS[value];
        const active = preference === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            onClick={() => setPreference(value)}
            className={cn(
              'inline-flex h-8 items-center justify-center gap-1.5 rounded-md text-xs font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {t(label)}
          </button>
        );
      })}
    </div>
  );
}
