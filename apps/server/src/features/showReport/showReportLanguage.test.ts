/**
 * The show report in the reader's language and clock (docs/decisions/0040-i18n-app-and-server.md):
 * a download in the asker's language (the account's first, then Accept-Language), the mail in each
 * recipient's account language (else the sender's), 12-hour times for an account that chose them,
 * and the right-to-left pseudo-locale's bidi marks dropped from the PDF (Helvetica has none).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsSchema, showEndSchema, userSchema, type ShowReportForm } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildRundown, codeToken } from '../../test/testRundown.js';
import { readPdf } from '../../test/readPdf.js';

describe(`the show report in the reader's language (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let german: TestUser;
  let show: Awaited<ReturnType<typeof buildRundown>>;
  let caller: string;
  const url = (path = '') => `/api/events/${show.eventId}${path}`;
  const cmd = async (command: string) => {
    const r = await t.call('POST', url(`/cuestatus/${command}`), {}, owner.token);
    if (r.status !== 200) throw new Error(`${command}: ${r.status}`);
  };
  const language = (user: TestUser, body: { language: string | null; clockFormat: '24h' | '12h' }) =>
    t.callParsed(userSchema, 'PUT', '/api/user/language', body, user.token);
  const pdf = async (token: string, acceptLanguage?: string) => {
    const r = await t.app.inject({
      method: 'GET',
      url: url('/show-report/pdf?run=1'),
      headers: { authorization: `Bearer ${token}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return readPdf(r.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.ms = Date.parse('2027-03-10T19:30:00.000Z');
    owner = await buildUser(t);
    german = await buildUser(t);
    await language(german, { language: 'de', clockFormat: '12h' });
    show = await buildRundown(t, owner.token, 'Gala');
    caller = await codeToken(t, show.showCallerCode);
    // An account's address (German, 12-hour) and an address no account has.
    await t.callParsed(
      recipientsSchema,
      'PUT',
      url('/report-recipients'),
      { addresses: [german.user.email.toUpperCase(), 'crew@example.com'] },
      owner.token,
    );
    await cmd('standby');
    await cmd('go');
    t.clock.advance(100_000);
    await cmd('hold');
    t.clock.advance(30_000);
    await cmd('resume');
    t.clock.advance(800_000);
    await cmd('next');
    await cmd('go');
    t.clock.advance(160_000);
  });
  afterAll(() => t.close());

  it('mails each recipient in their account language and clock, everyone else in the sender’s', async () => {
    // The co-caller's page is in French: the end is theirs.
    const ended = await t.app.inject({
      method: 'POST',
      url: url('/show/end'),
      payload: {},
      headers: { authorization: `Bearer ${caller}`, 'accept-language': 'fr' },
    });
    expect(showEndSchema.parse(ended.json())).toMatchObject({ run: 1, endedBy: 'Co-régisseur' });
    expect(t.mail.map((m) => m.to).sort()).toEqual(['crew@example.com', german.user.email]);
    const de = t.mail.find((m) => m.to === german.user.email)!;
    expect(de.subject).toBe('Vorstellungsbericht: Gala, Durchlauf 1, 10. März 2027');
    expect(de.text).toContain('Beginn: 7:30:00 PM');
    expect(de.text).toContain('Abweichung: +0:40 drüber');
    expect(de.html).toContain('<a href="http://show.test/event/');
    expect(de.html).toContain('">Bericht öffnen</a> (dort auch als PDF herunterladen).');
    const fr = t.mail.find((m) => m.to === 'crew@example.com')!;
    expect(fr.subject).toBe('Rapport de représentation : Gala, passage 1, 10 mars 2027');
    expect(fr.text).toContain('Début : 19:30:00');
    expect(fr.text).toContain('Terminé par Co-régisseur (Fin du spectacle)');
  });

  it('writes the PDF in German for a German page, numbers by Intl, and the account’s language before the page’s', async () => {
    const form: ShowReportForm = { houseCount: 1234, incidents: '', notes: 'Gute Vorstellung', departmentNotes: [] };
    expect((await t.call('PUT', url('/show-report/form?run=1'), form, owner.token)).status).toBe(200);
    const { text } = await pdf(owner.token, 'de-DE,de;q=0.9');
    for (const words of [
      'Vorstellungsbericht: Gala',
      'Durchlauf 1. Zeiten in UTC.',
      'Überblick',
      'Zuschauerzahl',
      '1.234',
      'Cues: Soll und Ist',
      'Aktion',
      'Notizen der Inspizienz',
      'Vorfälle: keine eingetragen',
      'Der Ablauf teilt die Cues nicht in Akte',
      'Ganze Vorstellung',
      '19:30:00',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Show report');

    // The account chose English and 12-hour: its choice wins over the page's header.
    await language(owner, { language: 'en', clockFormat: '12h' });
    const en = await pdf(owner.token, 'de');
    expect(en.text).toContain('Show report: Gala');
    expect(en.text).toContain('7:30:00 PM');
    await language(owner, { language: null, clockFormat: '24h' });
  });

  it('writes the as-run workbook in Spanish: its sheets, headers and totals', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: url('/report/xlsx?tz=Europe/Madrid'),
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'es' },
    });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(r.rawPayload).buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Informe de función', 'Registro de función']);
    const head = wb.worksheets[0]!.getRow(1).values as unknown[];
    expect(head.slice(1, 7)).toEqual([
      '#',
      'Acción',
      'Inicio previsto',
      'Duración prevista',
      'ATENCIÓN a las (Europe/Madrid)',
      'VA a las (Europe/Madrid)',
    ]);
    expect(wb.worksheets[0]!.getColumn(2).values).toContain('Total');
    expect((wb.worksheets[1]!.getRow(1).values as unknown[]).slice(1)).toEqual(['Hora (Europe/Madrid)', 'Durante el pie', 'Quién', 'Qué']);
  });

  it('renders the right-to-left pseudo-locale without its bidi marks', async () => {
    const { text, pages } = await pdf(owner.token, 'ar-XB');
    expect(pages).toBeGreaterThan(0);
    expect(text).toContain('Show report: Gala');
    expect(text).toContain('Summary');
    expect(text).not.toMatch(/[\u202a-\u202e?]/);
  });
});
