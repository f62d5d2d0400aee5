import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/utils.ts';
import { singleLine } from './slide-scale.ts';

/**
 * Text edited where it sits on the slide: a plain-text editable region that reports every change.
 * The DOM holds the text while typing (React does not re-render it, so the caret stays put); a value
 * changed from outside (undo, a restored version) is written back in.
 */
export function EditableText({
  value,
  onChange,
  label,
  max,
  placeholder,
  className,
  style,
  onEnter,
  onBackspaceEmpty,
  dataKey,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  max: number;
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
  onEnter?: () => void;
  onBackspaceEmpty?: () => void;
  /** Lets the slide move focus to this field after adding or removing a line. */
  dataKey?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.textContent !== value) element.textContent = value;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      // Slide text is one line per field; Enter starts the next line where the slide has lines.
      event.preventDefault();
      onEnter?.();
    } else if (event.key === 'Backspace' && onBackspaceEmpty && event.currentTarget.textContent === '') {
      event.preventDefault();
      onBackspaceEmpty();
    }
  };

  return (
    <div
      ref={ref}
      role="textbox"
      aria-label={label}
      aria-multiline="false"
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      data-edit={dataKey}
      data-placeholder={placeholder}
      onKeyDown={onKeyDown}
      onInput={(event) => {
        const raw = event.currentTarget.textContent ?? '';
        const clean = singleLine(raw, max);
        if (clean !== raw) event.currentTarget.textContent = clean;
        onChange(clean);
      }}
      onPaste={(event) => {
        // Pasted formatting and line breaks become one plain line.
        event.preventDefault();
        document.execCommand('insertText', false, singleLine(event.clipboardData.getData('text/plain'), max));
      }}
      className={cn(
        'min-w-[1ch] cursor-text rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--deck-accent)]',
        'hover:outline-1 hover:outline-dashed hover:outline-[var(--deck-muted)]',
        'empty:before:text-[var(--deck-muted)] empty:before:content-[attr(data-placeholder)]',
        className,
      )}
      style={style}
    />
  );
}
