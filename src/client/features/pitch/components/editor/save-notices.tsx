import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import type { SaveState } from './use-deck-editor.ts';

/**
 * A save that did not go through, with the way on: after a change made elsewhere, the founder picks
 * the version to keep; after a refusal, they retry.
 */
export function SaveNotices({
  state,
  error,
  onSave,
}: {
  state: SaveState;
  error: string | null;
  /** Saves again; `overwrite` replaces a version saved elsewhere meanwhile. */
  onSave: (overwrite?: boolean) => Promise<void>;
}) {
  if (state === 'conflict') {
    return (
      <>
        <ErrorNotice
          className="mt-4"
          title="This deck was changed in another tab or device"
          message="Keep your version here (it replaces the other), or reload to continue from the other one."
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void onSave(true)}>
            Keep my version
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            Load the other version
          </Button>
        </div>
      </>
    );
  }
  if (state === 'error' && error) {
    return (
      <ErrorNotice
        className="mt-4"
        message={`Your last change was not saved: ${error}`}
        onRetry={() => void onSave()}
      />
    );
  }
  return null;
}
