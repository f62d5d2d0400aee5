import type { CSSProperties, ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';
import { SLIDE_BULLET_MAX, SLIDE_TITLE_MAX } from '#shared/pitch/frameworks.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { ChartFigure } from './chart-figure.tsx';
import { EditableText } from './editable-text.tsx';
import { Bullets } from './slide-bullets.tsx';
import { pt, themeStyle } from './slide-scale.ts';

/** What a slide shows; link viewers get slides without speaker notes. */
export type SlideContent = Omit<PitchSlide, 'notes'>;

/** Inline editing: every change with a key naming the field, so typing in one field undoes as one step. */
export interface SlideEditing {
  onChange: (patch: Partial<PitchSlide>, field: string) => void;
}

/**
 * One slide at any size: a 16:9 frame that is a size container, so type and spacing are shares of
 * its width (the theme's points, see slide-scale.ts) and the picture is the same in a thumbnail, the
 * editor and full screen. With `editing`, its text is edited in place.
 */
export function SlideView({
  slide,
  theme,
  editing,
  className,
  label,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
  className?: string;
  /** The frame's accessible name ("Slide 3 of 9"); omitted for decorative thumbnails. */
  label?: string;
}) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-roledescription={label ? 'slide' : undefined}
      aria-label={label}
      className={cn('relative aspect-video w-full overflow-hidden [container-type:inline-size]', className)}
      style={themeStyle(theme)}
    >
      <div className="absolute inset-0 flex flex-col" style={{ padding: `${pt(44)} ${pt(56)}` }}>
        <SlideBody slide={slide} theme={theme} editing={editing} />
      </div>
    </div>
  );
}

function SlideBody({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  const heading = <Heading slide={slide} theme={theme} editing={editing} />;
  switch (slide.layout) {
    case 'title':
      return <TitleLayout slide={slide} theme={theme} editing={editing} />;
    case 'bigNumber':
      return (
        <>
          {heading}
          <Row>
            <BigNumber slide={slide} theme={theme} editing={editing} />
            <Bullets slide={slide} theme={theme} editing={editing} />
          </Row>
        </>
      );
    case 'chart':
      return (
        <>
          {heading}
          <Row>
            <Bullets slide={slide} theme={theme} editing={editing} className="basis-2/5" />
            <div className="min-h-0 basis-3/5 self-stretch">
              {slide.chart ? (
                <ChartFigure chart={slide.chart} theme={theme} />
              ) : (
                <Placeholder theme={theme}>
                  Add figures in the slide's chart data to draw the chart.
                </Placeholder>
              )}
            </div>
          </Row>
        </>
      );
    case 'twoColumns':
      return (
        <>
          {heading}
          <TwoColumns slide={slide} theme={theme} editing={editing} />
        </>
      );
    case 'teamGrid':
      return (
        <>
          {heading}
          <TeamGrid slide={slide} theme={theme} editing={editing} />
        </>
      );
    default:
      return (
        <>
          {heading}
          <Bullets slide={slide} theme={theme} editing={editing} className="mt-[2cqw]" />
        </>
      );
  }
}

const Row = ({ children }: { children: ReactNode }) => (
  <div className="mt-[2.5cqw] flex min-h-0 flex-1 items-center gap-[4cqw]">{children}</div>
);

function Placeholder({ theme, children }: { theme: DeckTheme; children: ReactNode }) {
  return (
    <p
      className="grid h-full place-items-center rounded-[1cqw] border border-dashed text-center"
      style={{
        borderColor: theme.colors.muted,
        color: theme.colors.muted,
        fontSize: pt(theme.scale.caption),
      }}
    >
      {children}
    </p>
  );
}

function Heading({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  const style: CSSProperties = {
    fontFamily: theme.fonts.headingStack,
    fontSize: pt(theme.scale.heading),
    lineHeight: 1.15,
    fontWeight: 700,
  };
  return (
    <div>
      <div
        className="rounded-full"
        style={{ width: pt(64), height: pt(6), background: theme.colors.accent }}
      />
      <SlideText
        as="h2"
        shown
        value={slide.title}
        editing={editing && ((title) => editing.onChange({ title }, 'title'))}
        label="Slide title"
        max={SLIDE_TITLE_MAX}
        placeholder="Slide title"
        className="mt-[1.2cqw]"
        style={style}
      />
    </div>
  );
}

function TitleLayout({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  const titleStyle: CSSProperties = {
    fontFamily: theme.fonts.headingStack,
    fontSize: pt(theme.scale.title),
    lineHeight: 1.1,
    fontWeight: 800,
  };
  const subtitleStyle: CSSProperties = { fontSize: pt(theme.scale.body * 1.2), color: theme.colors.muted };
  return (
    <div className="flex flex-1 flex-col justify-center">
      <div
        className="rounded-full"
        style={{ width: pt(96), height: pt(8), background: theme.colors.accent }}
      />
      <SlideText
        as="h2"
        shown
        value={slide.title}
        editing={editing && ((title) => editing.onChange({ title }, 'title'))}
        label="Slide title"
        max={SLIDE_TITLE_MAX}
        placeholder="Company name"
        className="mt-[2cqw]"
        style={titleStyle}
      />
      <SlideText
        value={slide.subtitle ?? ''}
        editing={editing && ((subtitle) => editing.onChange({ subtitle }, 'subtitle'))}
        label="Subtitle"
        max={SLIDE_BULLET_MAX}
        placeholder="One line anyone can repeat"
        className="mt-[1.5cqw]"
        style={subtitleStyle}
      />
      <Bullets slide={slide} theme={theme} editing={editing} className="mt-[3cqw]" caption />
    </div>
  );
}

/**
 * A line of a slide's text: edited in place when `editing` is given (the change handler), a plain
 * element otherwise, which an empty optional text leaves out (`shown` keeps it, empty or not).
 */
function SlideText({
  as: Element = 'p',
  shown = false,
  value,
  editing,
  label,
  max,
  placeholder,
  className,
  style,
}: {
  as?: 'h2' | 'h3' | 'p';
  shown?: boolean;
  value: string;
  editing: ((value: string) => void) | undefined;
  label: string;
  max: number;
  placeholder: string;
  className?: string;
  style: CSSProperties;
}) {
  if (editing) {
    return (
      <EditableText
        value={value}
        onChange={editing}
        label={label}
        max={max}
        placeholder={placeholder}
        className={className}
        style={style}
      />
    );
  }
  if (!value && !shown) return null;
  return (
    <Element className={className} style={style}>
      {value}
    </Element>
  );
}

function BigNumber({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  const figure = slide.bigNumber ?? { value: '', label: '' };
  const valueStyle: CSSProperties = {
    fontFamily: theme.fonts.headingStack,
    fontSize: pt(theme.scale.bigNumber),
    lineHeight: 1,
    fontWeight: 800,
    color: theme.colors.accent,
  };
  const labelStyle: CSSProperties = { fontSize: pt(theme.scale.body), color: theme.colors.muted };
  if (!editing && !slide.bigNumber) return null;
  return (
    <div
      className="min-w-0 basis-2/5 rounded-[1.2cqw] p-[2.5cqw]"
      style={{ background: theme.colors.surface }}
    >
      <SlideText
        shown
        value={figure.value}
        editing={
          editing && ((value) => editing.onChange({ bigNumber: { ...figure, value } }, 'bigNumber.value'))
        }
        label="Big number"
        max={40}
        placeholder="$1.5M"
        style={valueStyle}
      />
      <SlideText
        shown
        value={figure.label}
        editing={
          editing && ((label) => editing.onChange({ bigNumber: { ...figure, label } }, 'bigNumber.label'))
        }
        label="What the number means"
        max={120}
        placeholder="What the number means"
        className="mt-[1cqw]"
        style={labelStyle}
      />
    </div>
  );
}

function TwoColumns({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  const split = slide.splitAt ?? Math.ceil(slide.bullets.length / 2);
  const titles = slide.columnTitles ?? ['', ''];
  const titleStyle: CSSProperties = {
    fontFamily: theme.fonts.headingStack,
    fontSize: pt(theme.scale.body * 1.1),
    fontWeight: 700,
    color: theme.colors.accent,
  };
  const column = (side: 0 | 1) => (
    <div className="min-w-0 flex-1 rounded-[1.2cqw] p-[2cqw]" style={{ background: theme.colors.surface }}>
      <SlideText
        as="h3"
        value={titles[side]}
        editing={
          editing &&
          ((value) =>
            editing.onChange(
              { columnTitles: side === 0 ? [value, titles[1]] : [titles[0], value] },
              `columnTitles.${side}`,
            ))
        }
        label={side === 0 ? 'Left column heading' : 'Right column heading'}
        max={60}
        placeholder={side === 0 ? 'Left column' : 'Right column'}
        style={titleStyle}
      />
      <Bullets
        slide={slide}
        theme={theme}
        editing={editing}
        className="mt-[1.2cqw]"
        from={side === 0 ? 0 : split}
        to={side === 0 ? split : slide.bullets.length}
      />
    </div>
  );
  return (
    <div className="mt-[2.5cqw] flex min-h-0 flex-1 gap-[3cqw]">
      {column(0)}
      {column(1)}
    </div>
  );
}

/** "Name — role — why them", split on dashes (any of —, –, or a spaced hyphen). */
export function teamMember(line: string) {
  const [name = '', role = '', ...rest] = line.split(/\s+[—–-]\s+|\s*[—–]\s*/);
  return { name: name.trim(), role: role.trim(), why: rest.join(' — ').trim() };
}

function TeamGrid({
  slide,
  theme,
  editing,
}: {
  slide: SlideContent;
  theme: DeckTheme;
  editing?: SlideEditing;
}) {
  if (editing) {
    return (
      <div className="mt-[2cqw] flex min-h-0 flex-1 flex-col">
        <p style={{ fontSize: pt(theme.scale.caption), color: theme.colors.muted }}>
          One person per line: name — role — why them
        </p>
        <Bullets slide={slide} theme={theme} editing={editing} className="mt-[1cqw]" />
      </div>
    );
  }
  const columns = slide.bullets.length <= 2 ? slide.bullets.length || 1 : slide.bullets.length === 4 ? 2 : 3;
  return (
    <ul
      className="mt-[2.5cqw] grid min-h-0 flex-1 content-start gap-[2cqw]"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {slide.bullets.map((line, i) => {
        const person = teamMember(line);
        return (
          <li key={i} className="rounded-[1.2cqw] p-[2cqw]" style={{ background: theme.colors.surface }}>
            <div
              aria-hidden="true"
              className="grid place-items-center rounded-full font-bold"
              style={{
                width: pt(56),
                height: pt(56),
                background: theme.colors.accent,
                color: theme.colors.onAccent,
                fontSize: pt(theme.scale.body),
              }}
            >
              {person.name.slice(0, 1).toUpperCase()}
            </div>
            <p className="mt-[1cqw] font-bold" style={{ fontSize: pt(theme.scale.body) }}>
              {person.name}
            </p>
            {person.role ? (
              <p style={{ fontSize: pt(theme.scale.caption * 1.1), color: theme.colors.accent }}>
                {person.role}
              </p>
            ) : null}
            {person.why ? (
              <p
                className="mt-[0.6cqw]"
                style={{ fontSize: pt(theme.scale.caption * 1.1), color: theme.colors.muted }}
              >
                {person.why}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
