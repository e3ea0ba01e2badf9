/**
 * QR codes of the join links (docs/decisions/0017-stage-display-and-crew-talk.md): one card per code (stage, show caller, each
 * department) with its name, code and a QR code of the link that opens it, for phones to scan in
 * the crew room; "Print QR sheet" prints just these cards, as one sheet. The stage code (owner
 * only, docs/decisions/0004-access-codes.md) is read and regenerated here too. The show caller
 * code runs the show, so its card is left off the sheet unless asked for (docs/decisions/0023-crew-phones-lost-fixed-and-found.md).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Printer, RefreshCw } from 'lucide-react';
import { stageCodeSchema, type Department } from '@showcaller/shared';
import { getToken } from '@/api/token';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { appT, useAppT } from '@/i18n/appI18n';
import './accessCodeCards.css';

export interface CodeCard {
  name: string;
  hint: string;
  code: string;
  link: string;
}

/** The link each kind of code opens; any code also works on the code page. */
export const joinLinks = {
  department: (code: string, origin = window.location.origin) => `${origin}/department/${encodeURIComponent(code)}`,
  stage: (code: string, origin = window.location.origin) => `${origin}/stage/${encodeURIComponent(code)}`,
  caller: (code: string, origin = window.location.origin) => `${origin}/department-login/${encodeURIComponent(code)}`,
};

/** The stage code with the owner's session (plain fetch: the answer is checked with the shared schema). */
async function stageCodeRequest(eventId: number, method: 'GET' | 'POST'): Promise<string> {
  const token = getToken();
  const res = await fetch(`/api/events/${eventId}/stage/${method === 'GET' ? 'code' : 'regenerate-code'}`, {
    method,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body: unknown = await res.json().catch(() => null);
  const parsed = stageCodeSchema.safeParse(body);
  if (!res.ok || !parsed.success) {
    const error = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
    throw new Error(error ?? 'The stage code could not be loaded.');
  }
  return parsed.data.stageCode;
}

/** The owner's stage code: null until loaded (or for a co-caller, who does not manage codes). */
export function useStageCode(eventId: number, owner: boolean) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (!owner) return;
    let stopped = false;
    stageCodeRequest(eventId, 'GET').then(
      (c) => !stopped && setCode(c),
      () => undefined, // the stage card just stays away; the other codes still work
    );
    return () => {
      stopped = true;
    };
  }, [eventId, owner]);
  const regenerate = useCallback(() => {
    stageCodeRequest(eventId, 'POST').then(
      (c) => {
        setCode(c);
        notifySuccess(appT('rundown.cards.stageRegenerated'), appT('rundown.cards.stageNewCode', { code: c }));
      },
      (err: unknown) =>
        notifyError(
          appT('rundown.cards.stageRegenerateFailed'),
          err instanceof Error ? err.message : appT('rundown.common.pleaseTryAgain'),
        ),
    );
  }, [eventId]);
  return { code, regenerate };
}

function printSheet() {
  // Only the cards print (accessCodeCards.css); the mark goes when the print dialog closes.
  document.documentElement.dataset.print = 'qr-sheet';
  window.addEventListener('afterprint', () => delete document.documentElement.dataset.print, { once: true });
  window.print();
}

interface AccessCodeCardsProps {
  eventId: number;
  eventName?: string;
  showCallerCode?: string;
  departments: readonly Department[];
  owner: boolean;
  /** The address the links carry (PUBLIC_URL or the LAN address); this page's own when left out. */
  origin?: string;
}

export function AccessCodeCards({ eventId, eventName, showCallerCode, departments, owner, origin }: AccessCodeCardsProps) {
  const stage = useStageCode(eventId, owner);
  const [confirming, setConfirming] = useState(false);
  const [withCaller, setWithCaller] = useState(false);
  const withCallerId = useId();
  const t = useAppT();
  const cards: CodeCard[] = [
    ...(stage.code
      ? [
          {
            name: t('rundown.cards.stageName'),
            hint: t('rundown.cards.stageHint'),
            code: stage.code,
            link: joinLinks.stage(stage.code, origin),
          },
        ]
      : []),
    ...(showCallerCode && withCaller
      ? [
          {
            name: t('rundown.cards.callerName'),
            hint: t('rundown.cards.callerHint'),
            code: showCallerCode,
            link: joinLinks.caller(showCallerCode, origin),
          },
        ]
      : []),
    ...departments
      .filter((d) => d.accessCode)
      .map((d) => ({
        name: d.name,
        hint: t('rundown.cards.crewHint'),
        code: d.accessCode,
        link: joinLinks.department(d.accessCode, origin),
      })),
  ];
  return (
    <section aria-labelledby="qr-cards-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="qr-cards-heading" className="font-semibold">
          {t('rundown.cards.heading')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {owner && stage.code && (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t('rundown.cards.regenerateStageLabel')}>
              <RefreshCw aria-hidden="true" />
              {t('rundown.cards.regenerateStage')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={printSheet} disabled={cards.length === 0}>
            <Printer aria-hidden="true" />
            {t('rundown.cards.print')}
          </Button>
        </div>
      </div>
      {showCallerCode && (
        <label htmlFor={withCallerId} className="flex items-center gap-2 text-sm">
          <input
            id={withCallerId}
            type="checkbox"
            className="size-4"
            checked={withCaller}
            onChange={(e) => setWithCaller(e.currentTarget.checked)}
          />
          {t('rundown.cards.withCaller')}
        </label>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby="stage-regen-title"
          className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm"
        >
          <p id="stage-regen-title" className="grow">
            {t('rundown.cards.confirmStage')}
          </p>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            {t('rundown.common.cancel')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setConfirming(false);
              stage.regenerate();
            }}
          >
            {t('rundown.codes.regenerate')}
          </Button>
        </div>
      )}
      <div className="qr-sheet" data-testid="qr-sheet">
        <p className="qr-sheet-title">
          {eventName ? t('rundown.cards.sheetTitleFor', { name: eventName }) : t('rundown.cards.sheetTitle')}
        </p>
        <ul className="qr-cards" aria-label={t('rundown.cards.listLabel')}>
          {cards.map((c) => (
            <li key={`${c.name}:${c.code}`} className="qr-card">
              <QRCodeSVG value={c.link} size={132} level="M" marginSize={2} title={t('rundown.cards.qrTitle', { link: c.link })} />
              <div className="min-w-0">
                <p className="qr-card-name">{c.name}</p>
                <p className="qr-card-hint">{c.hint}</p>
                {/* One text "Code ABC234": it reads well on paper, and the list above keeps the only bare code text. */}
                <p className="qr-card-code">{t('rundown.cards.code', { code: c.code })}</p>
                {/* Without the scheme: shorter on paper, and phones type it just as well. */}
                <p className="qr-card-link">{c.link.replace(/^https?:\/\//, '')}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
