// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PathProgressBar } from '#client/features/browse/components/path-progress-bar.tsx';

afterEach(cleanup);

const progress = (completedCount: number) => ({
  started: completedCount > 0,
  completedCount,
  completedSessionIds: [],
  nextSessionId: null,
});

describe('PathProgressBar', () => {
  it('is a labelled progress bar, at 0 % before the first session', () => {
    render(<PathProgressBar progress={progress(0)} total={5} />);
    const bar = screen.getByRole('progressbar', { name: 'Path progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 5 completed');
  });

  it('says when the path is completed', () => {
    render(<PathProgressBar progress={progress(5)} total={5} />);
    const bar = screen.getByRole('progressbar', { name: 'Path progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Path completed')).toBeTruthy();
  });
});
