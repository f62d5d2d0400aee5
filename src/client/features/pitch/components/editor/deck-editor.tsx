import { ArrowLeft, History, MonitorPlay, Redo2, Share2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { DECK_TITLE_MAX } from '#shared/pitch/frameworks.ts';
import { getTheme } from '#shared/pitch/themes.ts';
import type { Deck, PitchSlide } from '#shared/schemas/pitch.ts';
import {
  addSlide,
  deleteSlide,
  duplicateSlide,
  insertFrameworkSlide,
  moveSlide,
  updateSlide,
  withLayout,
} from '#client/features/pitch/lib/deck-edit.ts';
import { PresentMode } from '#client/features/pitch/components/present/present-mode.tsx';
import { ShareDialog } from '#client/features/pitch/components/share/share-dialog.tsx';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';
import { CheckerPanel } from './checker-panel.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { SaveStatus } from './save-status.tsx';
import { SlideInspector } from './slide-inspector.tsx';
import { SlideList } from './slide-list.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { useDeckEditor } from './use-deck-editor.ts';
import { VersionsDialog } from './versions-dialog.tsx';

/** The editor of a generated deck: slides, live checker, present, export, share and versions. */
export function DeckEditor({ userId, deck }: { userId: string; deck: Deck }) {
  const editor = useDeckEditor(userId, deck);
  const { present, change } = editor;
  const [selected, setSelected] = useState(0);
  const [presenting, setPresenting] = useState(false);
  const [dialog, setDialog] = useState<'share' | 'versions' | null>(null);
  const theme = getTheme(present.theme);
  const index = Math.min(selected, present.slides.length - 1);
  const slide = present.slides[index];

  const editSlides = useCallback(
    (edit: (slides: PitchSlide[]) => PitchSlide[], mergeKey: string | null = null) =>
      change((d) => ({ ...d, slides: edit(d.slides) }), mergeKey),
    [change],
  );
  const onSlideChange = useCallback(
    (patch: Partial<PitchSlide>, field: string) => {
      if (!slide) return;
      editSlides((slides) => updateSlide(slides, slide.id, patch), `${slide.id}.${field}`);
    },
    [editSlides, slide],
  );

  // Undo and redo from the keyboard, everywhere in the editor (inline text included: the deck's
  // history replaces the browser's own for its fields).
  const { undo, redo } = editor;
  useEffect(() => {
    if (presenting) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const target = event.target;
      // A plain form field (the title, notes) keeps its own undo while it has focus.
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenting, undo, redo]);

  const issues = useMemo(() => {
    const counts = new Map<string, number>();
    for (const f of editor.check.findings)
      if (f.slideId) counts.set(f.slideId, (counts.get(f.slideId) ?? 0) + 1);
    return counts;
  }, [editor.check.findings]);

  const openSlide = (i: number) => {
    setSelected(i);
    requestAnimationFrame(() => document.getElementById('slide-editor')?.focus());
  };

  return (
    <div className="mx-auto max-w-[90rem] px-4 pb-16 pt-6 sm:px-6">
      <title>{`${present.title || 'Pitch deck'} · Founder Flow`}</title>
      <Link
        to="/pitch"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Your decks
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">Edit {present.title}</h1>
          <label htmlFor="deck-title" className="block text-sm font-medium text-stone-700">
            Deck title
          </label>
          <Input
            id="deck-title"
            className="mt-1 max-w-xl text-lg font-bold"
            maxLength={DECK_TITLE_MAX}
            value={present.title}
            onChange={(event) => {
              const title = event.target.value;
              change((d) => ({ ...d, title }), 'title');
            }}
          />
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Badge tone={deck.writtenBy === 'model' ? 'indigo' : 'teal'}>
            {deck.writtenBy === 'model' ? 'Written by the model' : 'Written by the composer'}
          </Badge>
          <SaveStatus state={editor.state} />
        </div>
      </div>

      <div role="toolbar" aria-label="Deck" className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={undo}
          disabled={!editor.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Undo2 aria-hidden="true" /> Undo
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={redo}
          disabled={!editor.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          <Redo2 aria-hidden="true" /> Redo
        </Button>
        <Button size="sm" onClick={() => setPresenting(true)} disabled={present.slides.length === 0}>
          <MonitorPlay aria-hidden="true" /> Present
        </Button>
        <ExportButtons deckId={deck.id} title={present.title} beforeExport={() => editor.save()} />
        <Button variant="outline" size="sm" onClick={() => setDialog('share')}>
          <Share2 aria-hidden="true" /> Share
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog('versions')}>
          <History aria-hidden="true" /> Versions
        </Button>
        <Link
          to={`/pitch/new?deck=${encodeURIComponent(deck.id)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Edit answers
        </Link>
      </div>

      {editor.state === 'conflict' ? (
        <ErrorNotice
          className="mt-4"
          title="This deck was changed in another tab or device"
          message="Keep your version here (it replaces the other), or reload to continue from the other one."
        />
      ) : null}
      {editor.state === 'conflict' ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void editor.save(true)}>
            Keep my version
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            Load the other version
          </Button>
        </div>
      ) : null}
      {editor.state === 'error' && editor.error ? (
        <ErrorNotice
          className="mt-4"
          message={`Your last change was not saved: ${editor.error}`}
          onRetry={() => void editor.save()}
        />
      ) : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)_20rem]">
        <SlideList
          slides={present.slides}
          theme={theme}
          selected={index}
          issues={issues}
          onSelect={setSelected}
          onMove={(i, delta) => {
            editSlides((s) => moveSlide(s, i, delta));
            if (i === index) setSelected(i + delta);
          }}
          onDuplicate={(i) => {
            editSlides((s) => duplicateSlide(s, i));
            setSelected(i + 1);
          }}
          onDelete={(i) => {
            editSlides((s) => deleteSlide(s, i));
            setSelected(Math.max(0, i - 1));
          }}
          onAdd={() => {
            editSlides((s) => addSlide(s, index));
            setSelected(index + 1);
          }}
        />

        <section aria-label="Selected slide" className="min-w-0 space-y-4">
          {slide ? (
            <>
              <div
                id="slide-editor"
                tabIndex={-1}
                className="overflow-hidden rounded-2xl shadow-md outline-none ring-1 ring-stone-200"
              >
                <SlideView
                  key={slide.id}
                  slide={slide}
                  theme={theme}
                  editing={{ onChange: onSlideChange }}
                  label={`Slide ${index + 1} of ${present.slides.length}, editable`}
                />
              </div>
              <p className="text-sm text-stone-600">
                Click any text on the slide to edit it. Enter adds a point; Backspace in an empty point
                removes it.
              </p>
              <SlideInspector
                slide={slide}
                onChange={onSlideChange}
                onLayout={(layout) =>
                  editSlides((s) => s.map((x) => (x.id === slide.id ? withLayout(x, layout) : x)))
                }
              />
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-indigo-200 p-8 text-center text-stone-700">
              This deck has no slides. Add one, or generate the deck again from your answers.
            </p>
          )}
        </section>

        <aside aria-label="Look and checks" className="space-y-6">
          <CheckerPanel
            check={editor.check}
            slides={present.slides}
            onOpenSlide={openSlide}
            onAddSlide={(key) => {
              const added = insertFrameworkSlide(present.slides, deck.framework, key, deck.answers);
              if (added.index < 0) return;
              change((d) => ({ ...d, slides: added.slides }));
              openSlide(added.index);
            }}
          />
          <div className="rounded-3xl border border-indigo-100 bg-white p-5 shadow-sm">
            <ThemePicker
              value={present.theme}
              onChange={(themeId) => change((d) => ({ ...d, theme: themeId }))}
            />
          </div>
        </aside>
      </div>

      {presenting ? (
        <PresentMode
          slides={present.slides}
          theme={theme}
          startAt={index}
          onClose={(at) => {
            setPresenting(false);
            setSelected(at);
          }}
        />
      ) : null}
      <VersionsDialog
        open={dialog === 'versions'}
        onClose={() => setDialog(null)}
        userId={userId}
        deckId={deck.id}
        currentVersion={deck.version}
        onRestored={editor.replace}
      />
      <ShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} userId={userId} deck={deck} />
    </div>
  );
}
