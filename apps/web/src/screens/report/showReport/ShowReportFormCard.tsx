/**
 * The caller's form after the end (docs/decisions/0029-show-report.md): house count, incidents,
 * notes and a note per department, checked with the shared schema. Save keeps it (also after the
 * mail); "Send report" saves and then mails the report with the form, once per run. Nothing typed is
 * lost: a refused save shows the server's sentence and leaves every value where it was.
 */
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { showReportFormSchema, SHOW_REPORT_LIMITS, type ShowEnd, type ShowReport, type ShowReportForm } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { errorText } from '@/api/events';
import { useSaveShowReportForm, useSendShowReport } from '@/api/showReport';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';
import { notifySuccess } from '@/lib/notify';
import { clockText } from '../reportFormat';

const TOP_FIELDS = ['houseCount', 'incidents', 'notes'] as const satisfies readonly (keyof ShowReportForm)[];
type TopField = (typeof TOP_FIELDS)[number];
const isTopField = (path: string): path is TopField => (TOP_FIELDS as readonly string[]).includes(path);

/** The saved form with a note slot for every department of the event, in the event's order. */
export function formDefaults(report: Pick<ShowReport, 'form' | 'departments'>): ShowReportForm {
  const saved = new Map(report.form.departmentNotes.map((n) => [n.departmentId, n.text]));
  return {
    houseCount: report.form.houseCount,
    incidents: report.form.incidents,
    notes: report.form.notes,
    departmentNotes: report.departments.map((d) => ({ departmentId: d.id, text: saved.get(d.id) ?? '' })),
  };
}

/** What is sent: empty department notes are left out. */
function toSaved(values: ShowReportForm): ShowReportForm {
  return { ...values, departmentNotes: values.departmentNotes.filter((n) => n.text.trim() !== '') };
}

interface ShowReportFormCardProps {
  eventId: number;
  token: string | undefined;
  report: ShowReport;
  /** The run as the list of runs has it (its mails). */
  run: ShowEnd | undefined;
}

export function ShowReportFormCard({ eventId, token, report, run }: ShowReportFormCardProps) {
  const runNumber = report.run.run;
  const t = useAppT();
  const fmt = useAppFormats();
  const save = useSaveShowReportForm(eventId, runNumber, token);
  const send = useSendShowReport(eventId, runNumber, token);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(report.formUpdatedAt);
  const form = useForm<ShowReportForm>({ resolver: zodResolver(showReportFormSchema), defaultValues: formDefaults(report) });
  const { errors } = form.formState;
  const mails = run?.mails ?? report.run.mails;
  const sentWithForm = mails.find((m) => m.purpose === 'form' && m.sentAt !== null);

  async function store(values: ShowReportForm): Promise<boolean> {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(toSaved(values));
      setSavedAt(saved.formUpdatedAt);
      form.reset(values);
      return true;
    } catch (err) {
      if (isApiError(err)) {
        for (const issue of err.issues) if (isTopField(issue.path)) form.setError(issue.path, { type: 'server', message: issue.message });
      }
      setFailure(t('setup.report.form.notSaved', { error: errorText(err, t('setup.report.unknownError')) }));
      return false;
    }
  }

  const onSave = form.handleSubmit(async (values) => {
    if (await store(values)) notifySuccess(t('setup.report.form.saved'));
  });
  const onSend = form.handleSubmit(async (values) => {
    if (!(await store(values))) return;
    try {
      const sent = await send.mutateAsync();
      const mail = sent.mails.find((m) => m.purpose === 'form');
      notifySuccess(t('setup.report.form.sent'), mail ? t('setup.report.form.sentTo', { count: mail.recipients }) : undefined);
    } catch (err) {
      setFailure(t('setup.report.form.notSent', { error: errorText(err, t('setup.report.unknownError')) }));
    }
  });
  const busy = save.isPending || send.isPending;

  return (
    <form
      onSubmit={(e) => void onSave(e)}
      noValidate
      className="grid gap-4 rounded-lg border bg-card p-3 sm:p-4"
      aria-labelledby="report-form"
    >
      <div className="grid gap-1">
        <h2 id="report-form" className="text-lg font-semibold">
          {t('setup.report.form.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('setup.report.form.hint')}
          {savedAt && <> {t('setup.report.form.lastSaved', { time: clockText(savedAt, fmt) })}</>}
        </p>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="report-house-count">{t('setup.report.houseCount')}</Label>
        <Input
          id="report-house-count"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.houseCount ? true : undefined}
          aria-describedby={errors.houseCount ? 'report-house-count-error' : undefined}
          {...form.register('houseCount', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
        />
        {errors.houseCount && (
          <p id="report-house-count-error" className="text-sm font-medium text-destructive">
            {errors.houseCount.message}
          </p>
        )}
      </div>
      <TextBox
        id="report-incidents"
        label={t('setup.report.form.incidents')}
        max={SHOW_REPORT_LIMITS.incidents}
        error={errors.incidents?.message}
        field={form.register('incidents')}
      />
      <TextBox
        id="report-notes"
        label={t('setup.report.form.notes')}
        max={SHOW_REPORT_LIMITS.notes}
        error={errors.notes?.message}
        field={form.register('notes')}
      />
      {report.departments.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">{t('setup.report.form.departmentNotes')}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {report.departments.map((d, i) => (
              <TextBox
                key={d.id}
                id={`report-department-${d.id}`}
                label={d.name}
                max={SHOW_REPORT_LIMITS.departmentNote}
                rows={2}
                error={errors.departmentNotes?.[i]?.text?.message}
                field={form.register(`departmentNotes.${i}.text`)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="outline" disabled={busy}>
          {save.isPending && !send.isPending ? <Spinner /> : null}
          {t('setup.report.form.save')}
        </Button>
        <Button type="button" onClick={() => void onSend()} disabled={busy || sentWithForm !== undefined}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {t('setup.report.form.send')}
        </Button>
        {sentWithForm?.sentAt && (
          <p className="text-sm text-muted-foreground">
            {t('setup.report.form.sentWith', { time: clockText(sentWithForm.sentAt, fmt), count: sentWithForm.recipients })}
          </p>
        )}
      </div>
    </form>
  );
}

interface TextBoxProps {
  id: string;
  label: string;
  max: number;
  rows?: number;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

function TextBox({ id, label, max, rows = 3, error, field }: TextBoxProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
