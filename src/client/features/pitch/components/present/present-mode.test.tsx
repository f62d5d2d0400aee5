// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { PresentMode } from './present-mode.tsx';

const slide = (id: string): PitchSlide => ({
  id,
  key: id,
  layout: 'bullets',
  title: id,
  bullets: [id],
  notes: '',
});
const slides = [slide('problem'), slide('solution'), slide('market')];

/**
 * The Fullscreen API as a browser runs it: the element enters on request, and `exitFullscreen` or
 * the browser's own Escape ends it with a `fullscreenchange` event.
 */
let inFullscreen: Element | null = null;
function setFullscreen(element: Element | null) {
  inFullscreen = element;
  document.dispatchEvent(new Event('fullscreenchange'));
}

beforeEach(() => {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => inFullscreen });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  document.exitFullscreen = vi.fn(async () => setFullscreen(null));
  HTMLElement.prototype.requestFullscreen = vi.fn(async function (this: HTMLElement) {
    setFullscreen(this);
  });
});

afterEach(() => {
  cleanup();
  inFullscreen = null;
});

async function present() {
  const onClose = vi.fn();
  render(<PresentMode slides={slides} theme={getTheme('midnight')} onClose={onClose} />);
  const show = await screen.findByRole('dialog', { name: 'Presentation' });
  await vi.waitFor(() => expect(inFullscreen).toBe(show));
  return { onClose, show };
}

describe('present mode', () => {
  it('closes on Escape while full screen, on the slide it was at, and leaves full screen', async () => {
    const { onClose } = await present();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(1);
    expect(document.exitFullscreen).toHaveBeenCalled();
  });

  it('closes when the browser ends full screen by its own Escape, which the page never sees', async () => {
    const { onClose } = await present();
    act(() => setFullscreen(null));
    expect(onClose).toHaveBeenCalledWith(0);
  });

  it('stays open when the presenter leaves full screen with its button', async () => {
    const { onClose, show } = await present();
    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    await vi.waitFor(() => expect(inFullscreen).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(show.isConnected).toBe(true);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
