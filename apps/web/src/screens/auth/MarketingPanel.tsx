import type { AppMessageKey } from '@showcaller/shared';
import { Clock, Megaphone, Radio, Users, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

const BENEFITS: { icon: LucideIcon; title: AppMessageKey; text: AppMessageKey }[] = [
  { icon: Users, title: 'general.auth.benefit.departments.title', text: 'general.auth.benefit.departments.text' },
  { icon: Clock, title: 'general.auth.benefit.timing.title', text: 'general.auth.benefit.timing.text' },
  { icon: Radio, title: 'general.auth.benefit.live.title', text: 'general.auth.benefit.live.text' },
  { icon: Megaphone, title: 'general.auth.benefit.voice.title', text: 'general.auth.benefit.voice.text' },
];

export function MarketingPanel({ onRegister }: { onRegister: () => void }) {
  const t = useAppT();
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="grid content-start gap-6 rounded-2xl bg-brand p-6 text-brand-foreground sm:p-8"
    >
      <div className="grid gap-2">
        <h2 id="auth-marketing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('general.auth.marketing.title')}
        </h2>
        <p className="text-brand-foreground/90">{t('general.auth.marketing.text', { product: PRODUCT_NAME })}</p>
      </div>
      <ul className="grid gap-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="rounded-lg bg-white/15 p-2">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{t(title)}</span>
              <span className="block text-sm text-brand-foreground/90">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white/10 p-4">
        <div>
          <p className="text-3xl font-extrabold">{t('general.auth.free')}</p>
          <p className="text-sm text-brand-foreground/90">{t('general.auth.marketing.unlimited')}</p>
        </div>
        <Button variant="secondary" size="lg" className="ml-auto bg-white text-brand hover:bg-white/90" onClick={onRegister}>
          {t('general.auth.marketing.register')}
        </Button>
      </div>
    </section>
  );
}
