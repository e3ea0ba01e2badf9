import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
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
  { id: 'collected-data', title: '1. Data we collect' },
  { id: 'use', title: '2. How we use it' },
  { id: 'sharing', title: '3. Sharing' },
  { id: 'security', title: '4. Security' },
  { id: 'rights', title: '5. Your rights' },
  { id: 'cookies', title: '6. Cookies and local storage' },
  { id: 'changes', title: '7. Changes to this policy' },
  { id: 'contact', title: '8. Contact' },
] as const;

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const title = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((s) => s.id === id)?.title ?? '';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-2 px-4">
          <Link
            to="/"
            className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`${PRODUCT_NAME} home`}
          >
            <BrandMark />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button asChild variant="ghost">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Home
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-10 px-4 py-10 sm:py-14">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Privacy Policy</h1>
          <p className="text-muted-foreground">Effective 7 May 2025</p>
          <p className="leading-relaxed text-muted-foreground">
            This policy explains what {PRODUCT_NAME} stores when you use it, why, and what you can do about it. {PRODUCT_NAME} is free and
            is not funded by advertising: we do not sell personal data and we do not track you across other sites.
          </p>
        </div>

        <nav aria-label="Policy sections" className="rounded-xl border bg-card p-4">
          <p className="mb-2 text-sm font-semibold">On this page</p>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <Section id="collected-data" title={title('collected-data')}>
          <p>
            <strong>Account holders</strong> (show callers and event owners) give us a username, their full name, an e-mail address and a
            password. We never store the password itself, only an argon2 hash of it. We also keep the date the account was created and, for
            each login, a session record: a random token stored only as a hash, when it was created and last used, and the browser
            description your browser sends.
          </p>
          <p>
            <strong>Show content</strong> you create: events, cues, departments, tasks, notes, colour marks and the live cue status.
          </p>
          <p>
            <strong>Crew members</strong> do not create accounts. They join with a department or show caller access code; we only keep a
            session token for that code so the live view keeps working, and nothing that identifies the person.
          </p>
          <p>
            <strong>Technical logs</strong>: the server logs requests (address, time, path, status) to keep the service running and to
            investigate abuse. Logs are kept for a short period and then deleted.
          </p>
        </Section>

        <Section id="use" title={title('use')}>
          <ul>
            <li>to run your account, sign you in and keep your events, cues and departments available to you and your crew;</li>
            <li>to send e-mails you ask for: address verification and password reset links. We do not send marketing e-mail;</li>
            <li>to protect the service: rate limits on logins and access codes, and investigating misuse;</li>
            <li>to answer you when you contact us.</li>
          </ul>
        </Section>

        <Section id="sharing" title={title('sharing')}>
          <p>
            We do not sell or rent personal data and we do not share it with advertisers. The content of an event is visible to you, to the
            people you give its show caller code, and (limited to what a department needs) to holders of its department access codes. Anyone
            holding a code can see what that code opens, so share codes only with your team and regenerate a code to revoke it.
          </p>
          <p>
            We use service providers only where needed to run {PRODUCT_NAME}, such as hosting and e-mail delivery, bound to process data on
            our behalf. We disclose data to authorities only when the law requires it.
          </p>
        </Section>

        <Section id="security" title={title('security')}>
          <ul>
            <li>passwords are hashed with argon2; session, reset and verification tokens are stored only as hashes;</li>
            <li>reset and verification links work once and expire (reset links after one hour);</li>
            <li>logging out revokes the session on the server, and changing your password signs out your other sessions;</li>
            <li>every request for an event checks that the caller may see it;</li>
            <li>repeated failed logins and code guesses are slowed down by rate limits.</li>
          </ul>
          <p>
            No system is perfectly secure. If you believe your account has been accessed without permission, change your password and
            contact us.
          </p>
        </Section>

        <Section id="rights" title={title('rights')}>
          <p>
            You can see and correct your name and e-mail address in the settings at any time. You may ask us for a copy of your data, for
            its correction or deletion, or object to how we process it. When an account is deleted, its events and everything in them are
            deleted too. Where data protection law (such as the GDPR) gives you further rights, we honour them, and you may complain to your
            data protection authority.
          </p>
        </Section>

        <Section id="cookies" title={title('cookies')}>
          <p>
            {PRODUCT_NAME} uses no advertising or tracking cookies and no third-party analytics. Your browser&apos;s local storage keeps a
            few settings on your device only:
          </p>
          <ul>
            <li>
              <strong>authToken</strong>: your session token, so you stay logged in (removed when you log out);
            </li>
            <li>
              <strong>theme</strong>: light, dark or system appearance;
            </li>
            <li>
              <strong>column widths</strong> of the rundown table (showCallerColumnWidths);
            </li>
            <li>
              <strong>voice settings</strong>: whether announcements are on, the voice, and its speed.
            </li>
          </ul>
          <p>You can clear these at any time in your browser settings; you will then need to log in again.</p>
        </Section>

        <Section id="changes" title={title('changes')}>
          <p>
            If we change this policy we will update the effective date above, and for significant changes we will tell account holders by
            e-mail or in the app before the change applies.
          </p>
        </Section>

        <Section id="contact" title={title('contact')}>
          <p>
            Questions about privacy or requests about your data:{' '}
            <a href={`mailto:${CONTACT}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {CONTACT}
            </a>
            .
          </p>
        </Section>
      </main>

      <footer className="border-t px-4 py-6 text-center text-sm text-muted-foreground">
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Back to {PRODUCT_NAME}
        </Link>
      </footer>
    </div>
  );
}
