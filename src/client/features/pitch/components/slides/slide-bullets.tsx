import type { CSSProperties } from 'react';
import { cn } from '#client/lib/utils.ts';
import { SLIDE_BULLET_MAX, SLIDE_BULLETS_MAX } from '#shared/pitch/frameworks.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import { EditableText } from './editable-text.tsx';
import { pt } from './slide-scale.ts';
import type { SlideContent, SlideEditing } from './slide-view.tsx';

interface BulletsProps {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
  className?: string;
  /** The range of the slide's bullets shown (a column of two). */
  from?: number;
  to?: number;
  /** Smaller and muted, under a title slide's subtitle, with no dots. */
  caption?: boolean;
}

/** The slide's bullets; in editing, Enter adds a bullet below and Backspace in an empty one removes it. */
export function Bullets({ slide, theme, editing, className, from = 0, to, caption = false }: BulletsProps) {
  const style: CSSProperties = {
    fontSize: pt(caption ? theme.scale.body * 0.85 : theme.scale.body),
    lineHeight: 1.35,
    color: caption ? theme.colors.muted : theme.colors.text,
  };
  const end = to ?? slide.bullets.length;
  if (editing) {
    return (
      <EditableBullets
        slide={slide}
        theme={theme}
        editing={editing}
        className={className}
        from={from}
        to={end}
        caption={caption}
        style={style}
      />
    );
  }
  const items = slide.bullets.slice(from, end);
  if (items.length === 0) return null;
  return (
    <ul className={cn('min-w-0 flex-1 space-y-[1cqw]', className)} style={style}>
      {items.map((text, offset) => (
        <li key={from + offset} className="flex gap-[1.2cqw]">
          {caption ? null : <Dot theme={theme} />}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

function EditableBullets({
  slide,
  theme,
  editing,
  className,
  from,
  to,
  caption,
  style,
}: Required<Omit<BulletsProps, 'className'>> & { className?: string; style: CSSProperties }) {
  const items = slide.bullets.slice(from, to).map((text, offset) => ({ text, index: from + offset }));
  // In two columns, a line added to or removed from the left column moves the split with it.
  const split = slide.layout === 'twoColumns' ? (slide.splitAt ?? Math.ceil(slide.bullets.length / 2)) : null;
  const set = (bullets: string[], field: string, splitAt?: number) =>
    editing.onChange(splitAt === undefined ? { bullets } : { bullets, splitAt }, field);
  /** `left`: whether the new line belongs to the left column (in two columns). */
  const insertAfter = (index: number, left = split !== null && index < split) => {
    if (slide.bullets.length >= SLIDE_BULLETS_MAX) return;
    const bullets = [...slide.bullets.slice(0, index + 1), '', ...slide.bullets.slice(index + 1)];
    set(bullets, `bullets.add.${index}`, split !== null && left ? split + 1 : undefined);
    focusField(`bullet-${index + 1}`);
  };
  const remove = (index: number) => {
    const bullets = slide.bullets.filter((_, i) => i !== index);
    set(bullets, `bullets.remove.${index}`, split !== null && index < split ? split - 1 : undefined);
    if (index > from) focusField(`bullet-${index - 1}`);
  };
  return (
    <ul className={cn('min-w-0 flex-1 space-y-[1cqw]', className)} style={style}>
      {items.map(({ text, index }) => (
        <li key={index} className="flex gap-[1.2cqw]">
          {caption ? null : <Dot theme={theme} />}
          <EditableText
            value={text}
            onChange={(value) =>
              set(
                slide.bullets.map((b, i) => (i === index ? value : b)),
                `bullet.${index}`,
              )
            }
            label={`Bullet ${index + 1}`}
            max={SLIDE_BULLET_MAX}
            placeholder="Write a point"
            className="flex-1"
            dataKey={`bullet-${index}`}
            onEnter={() => insertAfter(index)}
            onBackspaceEmpty={() => remove(index)}
          />
        </li>
      ))}
      {items.length === 0 ? (
        <li>
          <button
            type="button"
            onClick={() => insertAfter(from - 1, from === 0)}
            className="rounded-sm underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-[var(--deck-accent)]"
            style={{ color: theme.colors.muted }}
          >
            Add a point
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** After a line is added or removed, the caret goes to the line the person expects. */
function focusField(key: string) {
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[data-edit="${key}"]`);
    element?.focus();
  });
}

function Dot({ theme }: { theme: DeckTheme }) {
  return (
    <span
      aria-hidden="true"
      className="shrink-0 rounded-full"
      style={{
        width: pt(10),
        height: pt(10),
        marginTop: pt(theme.scale.body * 0.45),
        background: theme.colors.accent,
      }}
    />
  );
}
