import { History, MonitorPlay, Redo2, Share2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ExportButtons } from './export-buttons.tsx';
import type { useDeckEditor } from './use-deck-editor.ts';

/** What can be done with the whole deck: undo and redo, present, export, share, versions, answers. */
export function DeckToolbar({
  editor,
  deckId,
  onPresent,
  onShare,
  onVersions,
}: {
  editor: ReturnType<typeof useDeckEditor>;
  deckId: string;
  onPresent: () => void;
  onShare: () => void;
  onVersions: () => void;
}) {
  return (
    <div role="toolbar" aria-label="Deck" className="mt-4 flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={editor.undo}
        disabled={!editor.canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <Undo2 aria-hidden="true" /> Undo
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        <Redo2 aria-hidden="true" /> Redo
      </Button>
      <Button size="sm" onClick={onPresent} disabled={editor.present.slides.length === 0}>
        <MonitorPlay aria-hidden="true" /> Present
      </Button>
      {/* An export is made from the server's copy, so what is typed is saved first. */}
      <ExportButtons deckId={deckId} title={editor.present.title} beforeExport={() => editor.save()} />
      <Button variant="outline" size="sm" onClick={onShare}>
        <Share2 aria-hidden="true" /> Share
      </Button>
      <Button variant="outline" size="sm" onClick={onVersions}>
        <History aria-hidden="true" /> Versions
      </Button>
      <Link
        to={`/pitch/new?deck=${encodeURIComponent(deckId)}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        Edit answers
      </Link>
    </div>
  );
}
