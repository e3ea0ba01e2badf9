/**
 * A distribution list (docs/decisions/0029-show-report.md): up to 50 addresses, one a line (commas
 * and spaces also separate them), checked with the shared schema before saving. A refused save
 * keeps what was typed and says why.
 */
import { useId, useState } from 'react';
import { recipientsInput, SHOW_REPORT_LIMITS } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAppT } from '@/i18n/appI18n';

export function splitAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).filter((a) => a !== '');
}

interface RecipientsEditorProps {
  addresses: readonly string[];
  onSave: (addresses: string[]) => Promise<unknown>;
  label?: string;
}

export function RecipientsEditor({ addresses, onSave, label }: RecipientsEditorProps) {
  const id = useId();
  const t = useAppT();
  const [text, setText] = useState(addresses.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save() {
    setSaved(false);
    const parsed = recipientsInput.safeParse({ addresses: splitAddresses(text) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('setup.report.recipients.invalid'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSave(parsed.data.addresses);
      setSaved(true);
    } catch (err) {
      setProblem(t('setup.report.recipients.notSaved', { error: errorText(err, t('setup.report.unknownError')) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label ?? t('setup.report.recipients.label')}</Label>
      <Textarea
        id={id}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
        placeholder={t('setup.report.recipients.placeholder')}
        spellCheck={false}
        autoCapitalize="none"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('setup.report.recipients.hint', { max: SHOW_REPORT_LIMITS.recipients })}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void save()} disabled={busy}>
          {busy && <Spinner />}
          {t('setup.report.recipients.save')}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {saved ? t('setup.report.recipients.saved') : ''}
        </span>
      </div>
    </div>
  );
}
