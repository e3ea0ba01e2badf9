/**
 * The stage layouts editor (docs/decisions/0035-stage-layouts-and-lobby.md): the event's named
 * looks of the stage display, each edited beside a live preview drawn by the stage page's own
 * screen. A screen shows one with /stage/{code}?layout=<name>; the default one shows without.
 * Saving tells the open stage screens at once (a 'stage' refetch frame).
 */
import { useId, useState, type FormEvent } from 'react';
import { ImageUp, Plus, Trash2 } from 'lucide-react';
import {
  contrastRatio,
  STAGE_LAYOUT_NAME_MAX,
  STAGE_LOGO_MAX_BYTES,
  STAGE_LOGO_TYPES,
  STAGE_MIN_CONTRAST,
  STANDARD_STAGE_LAYOUT,
  type StageLayout,
  type StageLayoutConfig,
} from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useRundownToken } from '@/api/rundown';
import { getToken } from '@/api/token';
import { useChangeStageLayout, useStageLayouts, useStageViewForPreview, type LayoutChange } from '@/api/stageLayouts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { appT, useAppT } from '@/i18n/appI18n';
import { richT } from '@/i18n/setupWords';
import { useLogo } from '@/stage/stageLayout';
import { LayoutFields } from './LayoutFields';
import { LayoutPreview } from './LayoutPreview';

interface Draft {
  id: number | null;
  name: string;
  isDefault: boolean;
  config: StageLayoutConfig;
}

const NEW: Draft = { id: null, name: '', isDefault: false, config: STANDARD_STAGE_LAYOUT };
const controlClassName = 'h-9 rounded-md border bg-background px-2 text-sm';

const draftOf = (l: StageLayout): Draft => ({ id: l.id, name: l.name, isDefault: l.isDefault, config: l.config });

/** A chosen file as the logo request's body; a sentence when it cannot be one. */
async function logoBody(file: File): Promise<{ contentType: (typeof STAGE_LOGO_TYPES)[number]; data: string } | string> {
  const contentType = STAGE_LOGO_TYPES.find((t) => t === file.type);
  if (!contentType) return appT('setup.layouts.logoType');
  if (file.size > STAGE_LOGO_MAX_BYTES) return appT('setup.layouts.logoSize', { kb: STAGE_LOGO_MAX_BYTES / 1024 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { contentType, data: btoa(binary) };
}

export function StageLayoutsDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { name: useId(), error: useId() };
  const t = useAppT();
  const layouts = useStageLayouts(eventId);
  const view = useStageViewForPreview(eventId);
  const change = useChangeStageLayout(eventId);
  // Until the caller picks one, the first layout (or a new one when there is none) is open.
  const [chosen, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [portrait, setPortrait] = useState(false);
  const [sampleMessage, setSampleMessage] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const list = layouts.data ?? [];
  const first = list[0];
  const draft = chosen ?? (first ? draftOf(first) : NEW);
  const current = list.find((l) => l.id === draft.id) ?? null;
  const logo = useLogo(current?.logoUrl ?? null, useRundownToken() ?? getToken());

  const run = (c: LayoutChange, done: string) =>
    change.mutateAsync(c).then(
      (id) => {
        setError(null);
        setSaved(done);
        return id;
      },
      (err: unknown) => {
        setSaved(null);
        setError(isApiError(err) ? err.message : t('setup.layouts.saveError'));
        return undefined;
      },
    );

  function save(e: FormEvent) {
    e.preventDefault();
    if (draft.name.trim() === '') return setError(t('setup.layouts.nameRequired'));
    if (contrastRatio(draft.config.text, draft.config.background) < STAGE_MIN_CONTRAST)
      return setError(t('setup.layouts.lowContrast', { min: STAGE_MIN_CONTRAST }));
    const input = { name: draft.name.trim(), config: draft.config, isDefault: draft.isDefault };
    void run(
      draft.id === null ? { kind: 'create', input } : { kind: 'update', id: draft.id, input },
      t('setup.layouts.saved', { name: input.name }),
    ).then((id) => {
      if (typeof id === 'number') setDraft({ ...draft, id, name: input.name });
    });
  }

  async function chooseLogo(file: File | undefined) {
    if (!file || draft.id === null) return;
    const body = await logoBody(file);
    if (typeof body === 'string') return setError(body);
    void run({ kind: 'logo', id: draft.id, logo: body }, t('setup.layouts.logoSaved'));
  }

  const layoutName = draft.name.trim();
  const address = `/stage/${t('setup.layouts.addressCode')}?layout=${layoutName ? encodeURIComponent(layoutName) : t('setup.layouts.addressName')}`;
  const layoutParam = <code>?layout=</code>;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t('setup.layouts.title')}</DialogTitle>
          <DialogDescription>{richT(t, 'setup.layouts.description', { param: layoutParam })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label={t('setup.layouts.list')} className="flex flex-row flex-wrap gap-2 md:flex-col">
            {list.map((l) => (
              <Button
                key={l.id}
                variant={l.id === draft.id ? 'default' : 'outline'}
                size="sm"
                className="justify-start"
                aria-current={l.id === draft.id ? 'true' : undefined}
                onClick={() => {
                  setDraft(draftOf(l));
                  setError(null);
                  setSaved(null);
                  setConfirmDelete(false);
                }}
              >
                <span className="truncate">{l.name}</span>
                {l.isDefault && <span className="text-xs opacity-80">{t('setup.layouts.default')}</span>}
              </Button>
            ))}
            <Button
              variant={draft.id === null ? 'secondary' : 'ghost'}
              size="sm"
              className="justify-start"
              onClick={() => {
                setDraft({ ...NEW, name: '' });
                setError(null);
                setSaved(null);
              }}
            >
              <Plus aria-hidden="true" />
              {t('setup.layouts.new')}
            </Button>
          </nav>
          <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
            <form onSubmit={save} className="flex min-w-0 flex-col gap-4" aria-describedby={error ? ids.error : undefined}>
              <label htmlFor={ids.name} className="flex flex-col gap-1 text-sm font-medium">
                {t('setup.layouts.name')}
                <input
                  id={ids.name}
                  className={controlClassName}
                  value={draft.name}
                  maxLength={STAGE_LAYOUT_NAME_MAX}
                  placeholder={t('setup.layouts.namePlaceholder')}
                  onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                />
              </label>
              <p className="-mt-2 text-xs break-all text-muted-foreground" data-testid="layout-address">
                {address}
              </p>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.isDefault}
                  onChange={(e) => setDraft({ ...draft, isDefault: e.currentTarget.checked })}
                />
                <span>{richT(t, 'setup.layouts.defaultFor', { param: layoutParam })}</span>
              </label>
              <LayoutFields config={draft.config} onChange={(config) => setDraft({ ...draft, config })} />
              <div className="flex flex-wrap items-center gap-2">
                <label
                  className={`inline-flex h-8 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm ${draft.id === null ? 'pointer-events-none opacity-50' : ''}`}
                >
                  <ImageUp aria-hidden="true" className="size-4" />
                  {current?.logoUrl ? t('setup.layouts.replaceLogo') : t('setup.layouts.addLogo')}
                  <input
                    type="file"
                    className="sr-only"
                    accept={STAGE_LOGO_TYPES.join(',')}
                    disabled={draft.id === null}
                    onChange={(e) => void chooseLogo(e.currentTarget.files?.[0])}
                  />
                </label>
                {current?.logoUrl && draft.id !== null && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => void run({ kind: 'logo', id: draft.id ?? 0, logo: null }, t('setup.layouts.logoRemoved'))}
                  >
                    {t('setup.layouts.removeLogo')}
                  </Button>
                )}
                <span className="text-xs text-muted-foreground">
                  {draft.id === null ? t('setup.layouts.saveFirst') : t('setup.layouts.logoHint')}
                </span>
              </div>
              {error && (
                <p id={ids.error} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              {saved && !error && (
                <p role="status" className="text-sm text-muted-foreground">
                  {saved}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={change.isPending}>
                  {draft.id === null ? t('setup.layouts.create') : t('setup.layouts.save')}
                </Button>
                {draft.id !== null && (
                  <Button
                    type="button"
                    variant={confirmDelete ? 'destructive' : 'outline'}
                    size="sm"
                    onClick={() => {
                      if (!confirmDelete) return setConfirmDelete(true);
                      const id = draft.id;
                      if (id === null) return;
                      void run({ kind: 'delete', id }, t('setup.layouts.deleted')).then(() => {
                        setDraft({ ...NEW, name: '' });
                        setConfirmDelete(false);
                      });
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    {confirmDelete ? t('setup.layouts.deleteForGood') : t('setup.layouts.delete')}
                  </Button>
                )}
              </div>
            </form>
            <div className="flex min-w-0 flex-col gap-2">
              <div className="flex flex-wrap gap-3 text-sm">
                <label className="flex items-center gap-1">
                  <input type="checkbox" checked={portrait} onChange={(e) => setPortrait(e.currentTarget.checked)} />
                  {t('setup.layouts.portrait')}
                </label>
                <label className="flex items-center gap-1">
                  <input type="checkbox" checked={sampleMessage} onChange={(e) => setSampleMessage(e.currentTarget.checked)} />
                  {t('setup.layouts.sampleMessage')}
                </label>
              </div>
              <LayoutPreview config={draft.config} view={view.data} logoSrc={logo} portrait={portrait} sampleMessage={sampleMessage} />
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
