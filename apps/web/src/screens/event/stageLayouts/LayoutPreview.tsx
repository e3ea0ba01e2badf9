/**
 * The layout editor's live preview (docs/decisions/0035-stage-layouts-and-lobby.md): the stage
 * page's own StageScreen and stylesheet, drawn in a 16:9 or 9:16 box with the event's first cue
 * running, so what the caller sees is what the screen will show.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AuxTimer, CueStatus, StageLayoutConfig, StageView } from '@showcaller/shared';
import { StageScreen } from '@/stage/StageScreen';
import { CrewWordsGate } from '@/i18n/CrewWordsGate';
import { appT, useAppT } from '@/i18n/appI18n';
import '@/stage/stageScreen.css';

/** An auxiliary timer on stage in the preview (docs/decisions/0037-aux-timers.md), so its place and size can be judged. */
const sampleAux = (slot: 1 | 2 | 3, startedAt: number): AuxTimer => ({
  id: 0,
  slot,
  name: appT('setup.layouts.sample.timer'),
  direction: 'down',
  durationMs: 600_000,
  elapsedMs: 0,
  runningSince: startedAt,
  onStage: true,
  version: 1,
});

interface LayoutPreviewProps {
  config: StageLayoutConfig;
  view: StageView | undefined;
  logoSrc: string | null;
  portrait: boolean;
  sampleMessage: boolean;
}

export function LayoutPreview({ config, view, logoSrc, portrait, sampleMessage }: LayoutPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [startedAt] = useState(() => Date.now() - 95_000);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [portrait]);

  const t = useAppT();
  const sampleText = t('setup.layouts.sample.text');
  const shown = useMemo<StageView | null>(() => {
    if (!view) return null;
    const message = sampleMessage ? { text: sampleText, flash: false, at: new Date(startedAt).toISOString() } : view.message;
    return { ...view, blackout: false, message };
  }, [view, sampleMessage, startedAt, sampleText]);

  const first = view?.cues[0];
  const status = useMemo<CueStatus | null>(
    () =>
      first
        ? {
            eventId: view?.eventId ?? 0,
            currentCueId: first.id,
            status: 'go',
            elapsedTime: 0,
            runningSince: startedAt,
            serverTime: startedAt,
            version: 1,
            autoAdvance: false,
            display: null,
          }
        : null,
    [first, view?.eventId, startedAt],
  );

  return (
    <figure className="m-0 flex flex-col items-center gap-1">
      <div
        ref={ref}
        data-testid="layout-preview"
        className={
          portrait
            ? 'aspect-[9/16] w-44 overflow-hidden rounded-md border sm:w-52'
            : 'aspect-video w-full overflow-hidden rounded-md border'
        }
      >
        {box && (
          <CrewWordsGate>
            <StageScreen
              view={shown}
              status={status}
              connection="live"
              fromMemory={false}
              lastUpdateAt={null}
              serverNow={Date.now}
              layout={config}
              logoSrc={logoSrc}
              portrait={portrait}
              box={box}
              auxTimers={[sampleAux(config.auxTimerSlot ?? 1, startedAt)]}
            />
          </CrewWordsGate>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {first ? t('setup.layouts.preview.running', { number: first.number }) : t('setup.layouts.preview.empty')}
      </figcaption>
    </figure>
  );
}
