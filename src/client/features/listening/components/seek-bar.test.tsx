// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeekBar } from './seek-bar.tsx';

afterEach(cleanup);

const media = { currentTime: 30, duration: 600, bufferedEnd: 90, volume: 1, muted: false, playbackRate: 1 };

describe('the seek bar', () => {
  it("marks where each of a podcast's chapters begins, except the first", () => {
    render(
      <SeekBar
        media={media}
        disabled={false}
        onSeek={() => {}}
        chapters={[
          { startSeconds: 0, title: 'Welcome' },
          { startSeconds: 120, title: 'The first hire' },
          { startSeconds: 300, title: 'Letting go' },
        ]}
      />,
    );
    const marks = screen.getAllByTestId('chapter-mark');
    expect(marks.map((m) => [m.getAttribute('title'), m.style.left])).toEqual([
      ['The first hire', '20%'],
      ['Letting go', '50%'],
    ]);
    // Decoration only: the slider stays the one control.
    expect(marks.every((m) => m.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('marks nothing before the duration is known, or without chapters', () => {
    const chapters = [{ startSeconds: 120, title: 'Later' }];
    const { rerender } = render(
      <SeekBar media={{ ...media, duration: 0 }} disabled={false} onSeek={() => {}} chapters={chapters} />,
    );
    expect(screen.queryAllByTestId('chapter-mark')).toHaveLength(0);
    rerender(<SeekBar media={media} disabled={false} onSeek={() => {}} />);
    expect(screen.queryAllByTestId('chapter-mark')).toHaveLength(0);
  });
});
