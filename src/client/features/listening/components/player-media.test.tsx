// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerMedia } from '#client/features/listening/components/player-media.tsx';
import { defined } from '#shared/testing/defined.ts';

afterEach(cleanup);

describe('PlayerMedia', () => {
  it('gives video a full-screen control, and audio none', () => {
    const props = { setMedia: () => {}, onFailed: () => {}, visible: true };
    const { container } = render(<PlayerMedia type="video" {...props} />);
    const video = defined(container.querySelector('video'), 'the video element');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(video, 'requestFullscreen', { configurable: true, value: requestFullscreen });

    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);

    cleanup();
    render(<PlayerMedia type="audio" {...props} />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it("falls back to the video's own full screen where the element API is missing (iOS Safari)", () => {
    const { container } = render(
      <PlayerMedia type="video" setMedia={() => {}} onFailed={() => {}} visible />,
    );
    const video = defined(container.querySelector('video'), 'the video element');
    const webkitEnterFullscreen = vi.fn();
    Object.defineProperty(video, 'requestFullscreen', { configurable: true, value: undefined });
    Object.defineProperty(video, 'webkitEnterFullscreen', {
      configurable: true,
      value: webkitEnterFullscreen,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(webkitEnterFullscreen).toHaveBeenCalledTimes(1);
  });
});
