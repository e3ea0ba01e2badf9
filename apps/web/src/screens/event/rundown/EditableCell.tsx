import { useId, useState, type ReactNode } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useAppT } from '@/i18n/appI18n';

interface EditableCellProps {
  /** What is edited, for names: "action of cue 3". */
  label: string;
  /** The read-only content. */
  display: ReactNode;
  /** The text the input starts with. */
  initialValue: string;
  /** An error text for a value that must not be sent, or null. */
  validate?: (raw: string) => string | null;
  /**
   * Sends the value; resolves true when saved (the editor then closes), false when not, or a
   * sentence to show under the input (someone else saved the cell meanwhile; the input stays).
   */
  onSave: (raw: string) => Promise<boolean | string>;
  tooltip?: string;
  placeholder?: string;
  /** The editor opened or closed (the others see who edits which cell). */
  onEditingChange?: (open: boolean) => void;
  /** Who else is editing this cell now, or null. */
  busyBy?: string | null;
}

/**
 * An edit-mode cell (docs/product.md#screens): shows its value with an edit icon; clicking opens an input with
 * confirm and cancel. Enter confirms, Escape cancels; an invalid value shows its error and sends nothing.
 */
export function EditableCell({
  label,
  display,
  initialValue,
  validate,
  onSave,
  tooltip,
  placeholder,
  onEditingChange,
  busyBy = null,
}: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useAppT();
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  function open() {
    setDraft(initialValue);
    setError(null);
    onEditingChange?.(true);
  }
  function cancel() {
    setDraft(null);
    setError(null);
    onEditingChange?.(false);
  }
  async function confirm() {
    if (draft === null || saving) return;
    const problem = validate?.(draft) ?? null;
    setError(problem);
    if (problem) return;
    if (draft === initialValue) {
      cancel();
      return;
    }
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (saved === true) cancel();
    else if (typeof saved === 'string') setError(saved);
  }

  const busy = busyBy && (
    <span className="mb-0.5 block w-fit rounded bg-amber-500/15 px-1 text-xs text-amber-700 dark:text-amber-300">
      {t('rundown.cell.busy', { name: busyBy })}
    </span>
  );

  if (draft === null) {
    const trigger = (
      <button
        type="button"
        onClick={open}
        aria-label={busyBy ? t('rundown.cell.editBusy', { label, name: busyBy }) : t('rundown.cell.edit', { label })}
        className={`group flex w-full min-w-0 items-start gap-1 rounded px-1 py-0.5 text-start outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring ${busyBy ? 'ring-1 ring-amber-500/70' : ''}`}
      >
        <span className="min-w-0 flex-1 break-words">{display}</span>
        <Pencil aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 opacity-50 group-hover:opacity-100" />
      </button>
    );
    if (!tooltip)
      return (
        <>
          {busy}
          {trigger}
        </>
      );
    return (
      <>
        {busy}
        <Tooltip>
          <TooltipTrigger asChild>{trigger}</TooltipTrigger>
          <TooltipContent>{tooltip}</TooltipContent>
        </Tooltip>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      {busy}
      <div className="flex items-center gap-1">
        <Input
          autoFocus
          value={draft}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void confirm();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              cancel();
            }
          }}
          className="h-8 px-2"
        />
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('rundown.cell.save', { label })}
          disabled={saving}
          onClick={() => void confirm()}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button size="icon-sm" variant="ghost" aria-label={t('rundown.cell.cancel', { label })} onClick={cancel}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
