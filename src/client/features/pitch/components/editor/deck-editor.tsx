import { useMemo, useState } from 'react';
import { getTheme } from '#shared/pitch/themes.ts';
import type { Deck, Finding } from '#shared/schemas/pitch.ts';
import { PresentMode } from '#client/features/pitch/components/present/present-mode.tsx';
import { ShareDialog } from '#client/features/pitch/components/share/share-dialog.tsx';
import { DeckHeader } from './deck-header.tsx';
import { DeckToolbar } from './deck-toolbar.tsx';
import { LookAndChecks } from './look-and-checks.tsx';
import { SaveNotices } from './save-notices.tsx';
import { SelectedSlide } from './selected-slide.tsx';
import { SlideList } from './slide-list.tsx';
import { useDeckEditor } from './use-deck-editor.ts';
import { useSlideEditing } from './use-slide-editing.ts';
import { useUndoKeys } from './use-undo-keys.ts';
import { VersionsDialog } from './versions-dialog.tsx';

/** How many findings are about each slide, by slide id. */
function findingsPerSlide(findings: Finding[]) {
  const counts = new Map<string, number>();
  for (const f of findings) if (f.slideId) counts.set(f.slideId, (counts.get(f.slideId) ?? 0) + 1);
  return counts;
}

/** The editor of a generated deck: slides, live checker, present, export, share and versions. */
export function DeckEditor({ userId, deck }: { userId: string; deck: Deck }) {
  const editor = useDeckEditor(userId, deck);
  const { present, change } = editor;
  const slides = useSlideEditing(editor, deck);
  const [presenting, setPresenting] = useState(false);
  const [dialog, setDialog] = useState<'share' | 'versions' | null>(null);
  const theme = getTheme(present.theme);
  useUndoKeys({ enabled: !presenting, undo: editor.undo, redo: editor.redo });
  const issues = useMemo(() => findingsPerSlide(editor.check.findings), [editor.check.findings]);

  return (
    <div className="mx-auto max-w-[90rem] px-4 pb-16 pt-6 sm:px-6">
      <DeckHeader
        title={present.title}
        writtenBy={deck.writtenBy}
        state={editor.state}
        onTitle={(title) => change((d) => ({ ...d, title }), 'title')}
      />
      <DeckToolbar
        editor={editor}
        deckId={deck.id}
        onPresent={() => setPresenting(true)}
        onShare={() => setDialog('share')}
        onVersions={() => setDialog('versions')}
      />
      <SaveNotices state={editor.state} error={editor.error} onSave={editor.save} />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)_20rem]">
        <SlideList
          slides={present.slides}
          theme={theme}
          selected={slides.index}
          issues={issues}
          onSelect={slides.select}
          onMove={slides.move}
          onDuplicate={slides.duplicate}
          onDelete={slides.remove}
          onAdd={slides.add}
        />
        <SelectedSlide
          slide={slides.slide}
          index={slides.index}
          count={present.slides.length}
          theme={theme}
          onChange={slides.onSlideChange}
          onLayout={slides.setLayout}
        />
        <LookAndChecks
          check={editor.check}
          slides={present.slides}
          theme={present.theme}
          onOpenSlide={slides.openSlide}
          onAddSlide={slides.addFrameworkSlide}
          onTheme={(themeId) => change((d) => ({ ...d, theme: themeId }))}
        />
      </div>

      {presenting ? (
        <PresentMode
          slides={present.slides}
          theme={theme}
          startAt={slides.index}
          onClose={(at) => {
            setPresenting(false);
            slides.select(at);
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
