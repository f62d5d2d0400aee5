import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';
import { JOURNAL_TAG_MAX, JOURNAL_TAGS_MAX } from '#shared/journal.ts';

/** Adds the typed words as tags: trimmed, lower-case, no repeats, at most the contract's number. */
export function addTags(tags: string[], typed: string): string[] {
  const next = [...tags];
  for (const part of typed.split(',')) {
    const tag = part.trim().toLowerCase().slice(0, JOURNAL_TAG_MAX);
    if (tag !== '' && !next.includes(tag) && next.length < JOURNAL_TAGS_MAX) next.push(tag);
  }
  return next;
}

/** Tags as chips: a comma or Enter adds what was typed, each chip has its remove button. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const commit = () => {
    if (typed.trim() === '') return;
    onChange(addTags(tags, typed));
    setTyped('');
  };
  return (
    <div>
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 ? (
        <ul aria-label="Tags of this entry" className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-3 pr-1 text-sm font-medium text-indigo-900"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className={cn('grid size-6 place-items-center rounded-full hover:bg-indigo-100', focusRing)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        className="mt-2"
        value={typed}
        maxLength={JOURNAL_TAG_MAX * 4}
        placeholder={
          tags.length >= JOURNAL_TAGS_MAX ? `At most ${JOURNAL_TAGS_MAX} tags` : 'fundraising, team…'
        }
        disabled={tags.length >= JOURNAL_TAGS_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.target.value;
          if (value.includes(',')) {
            onChange(addTags(tags, value));
            setTyped('');
          } else setTyped(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        Press Enter or type a comma to add a tag.
      </p>
    </div>
  );
}
