/**
 * Told once the listener is past audio they have not heard (a seek ahead, a skip, the end reached
 * by scrubbing): completion counts what was heard, so the player says what still counts, rather
 * than letting 'Finished' suggest the session is done. Always in the page, so the words are read
 * out when they appear.
 */
export function LeftToHearNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className="mt-1 text-xs font-medium text-amber-200 empty:hidden">
      {text}
    </p>
  );
}
