import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

/**
 * The recording's transcript as a draft the person may correct: what the browser hears is added as
 * they speak (the phrase still being heard shows below), or they type it, or leave it to the server.
 */
export function TranscriptDraft({
  id,
  value,
  interim,
  listens,
  onChange,
}: {
  id: string;
  value: string;
  interim: string;
  /** The browser can turn speech into text here. */
  listens: boolean;
  onChange: (transcript: string) => void;
}) {
  return (
    <div className="mt-4">
      <Label htmlFor={id}>
        Transcript <span className="font-normal text-stone-600">(draft — edit it freely)</span>
      </Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={
          listens
            ? 'What your browser hears appears here as you speak.'
            : 'Type what you said, or leave it to transcription after saving.'
        }
        className="mt-1.5"
      />
      {interim ? (
        <p className="mt-1 text-sm italic text-stone-600" aria-live="polite">
          Hearing: {interim}
        </p>
      ) : null}
    </div>
  );
}
