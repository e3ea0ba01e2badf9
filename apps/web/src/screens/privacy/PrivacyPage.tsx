import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, type AppMessageKey } from '@showcaller/shared';
import { StrongIn } from '@/components/StrongIn';
import { useAppT } from '@/i18n/appI18n';
import { BrandMark } from '@/components/BrandMark';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const CONTACT = 'contact@showcaller.app';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-20 gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

const SECTIONS = [
  { id: 'collected-data', title: 'general.privacy.s1' },
  { id: 'use', title: 'general.privacy.s2' },
  { id: 'sharing', title: 'general.privacy.s3' },
  { id: 'security', title: 'general.privacy.s4' },
  { id: 'rights', title: 'general.privacy.s5' },
  { id: 'cookies', title: 'general.privacy.s6' },
  { id: 'changes', title: 'general.privacy.s7' },
  { id: 'contact', title: 'general.privacy.s8' },
] as const satisfies readonly { id: string; title: AppMessageKey }[];

/** A paragraph led by a term in bold: one message with the term in its place. */
function Led({ term, text }: { term: AppMessageKey; text: AppMessageKey }) {
  const t = useAppT();
  return (
    <p>
      <StrongIn words={(marker) => t(text, { term: marker, product: PRODUCT_NAME })} value={t(term)} />
    </p>
  );
}

export function PrivacyPage() {
  const t = useAppT();
  useDocumentTitle(t('general.privacy.title'));
  const title = (id: (typeof SECTIONS)[number]['id']) => {
    const section = SECTIONS.find((s) => s.id === id);
    return section ? t(section.title) : '';
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-2 px-4">
          <Link
            to="/"
            className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('general.home', { product: PRODUCT_NAME })}
          >
            <BrandMark />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button asChild variant="ghost">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {t('general.privacy.home')}
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-10 px-4 py-10 sm:py-14">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('general.privacy.title')}</h1>
          <p className="text-muted-foreground">{t('general.privacy.effective')}</p>
          <p className="leading-relaxed text-muted-foreground">{t('general.privacy.intro', { product: PRODUCT_NAME })}</p>
        </div>

        <nav aria-label={t('general.privacy.sections')} className="rounded-xl border bg-card p-4">
          <p className="mb-2 text-sm font-semibold">{t('general.privacy.onThisPage')}</p>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                  {t(s.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <Section id="collected-data" title={title('collected-data')}>
          <Led term="general.privacy.accounts" text="general.privacy.accountsText" />
          <Led term="general.privacy.content" text="general.privacy.contentText" />
          <Led term="general.privacy.crew" text="general.privacy.crewText" />
          <Led term="general.privacy.logs" text="general.privacy.logsText" />
        </Section>

        <Section id="use" title={title('use')}>
          <ul>
            <li>{t('general.privacy.use1')}</li>
            <li>{t('general.privacy.use2')}</li>
            <li>{t('general.privacy.use3')}</li>
            <li>{t('general.privacy.use4')}</li>
          </ul>
        </Section>

        <Section id="sharing" title={title('sharing')}>
          <p>{t('general.privacy.sharing1')}</p>
          <p>{t('general.privacy.sharing2', { product: PRODUCT_NAME })}</p>
        </Section>

        <Section id="security" title={title('security')}>
          <ul>
            <li>{t('general.privacy.sec1')}</li>
            <li>{t('general.privacy.sec2')}</li>
            <li>{t('general.privacy.sec3')}</li>
            <li>{t('general.privacy.sec4')}</li>
            <li>{t('general.privacy.sec5')}</li>
          </ul>
          <p>{t('general.privacy.secNote')}</p>
        </Section>

        <Section id="rights" title={title('rights')}>
          <p>{t('general.privacy.rights')}</p>
        </Section>

        <Section id="cookies" title={title('cookies')}>
          <p>{t('general.privacy.cookies', { product: PRODUCT_NAME })}</p>
          <ul>
            <li>
              <StrongIn words={(term) => t('general.privacy.storeToken', { term })} value="authToken" />
            </li>
            <li>
              <StrongIn words={(term) => t('general.privacy.storeTheme', { term })} value="theme" />
            </li>
            <li>
              <StrongIn words={(term) => t('general.privacy.storeColumns', { term })} value={t('general.privacy.columns')} />
            </li>
            <li>
              <StrongIn words={(term) => t('general.privacy.storeVoice', { term })} value={t('general.privacy.voice')} />
            </li>
          </ul>
          <p>{t('general.privacy.clear')}</p>
        </Section>

        <Section id="changes" title={title('changes')}>
          <p>{t('general.privacy.changes')}</p>
        </Section>

        <Section id="contact" title={title('contact')}>
          <p>
            {t('general.privacy.contact')}{' '}
            <a href={`mailto:${CONTACT}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {CONTACT}
            </a>
            .
          </p>
        </Section>
      </main>

      <footer className="border-t px-4 py-6 text-center text-sm text-muted-foreground">
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          {t('general.privacy.back', { product: PRODUCT_NAME })}
        </Link>
      </footer>
    </div>
  );
}
