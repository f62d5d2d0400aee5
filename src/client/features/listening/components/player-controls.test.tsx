// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '#client/features/listening/components/player-bar.tsx';
import {
  PLAYBACK_SPEED_KEY,
  SESSION_SPEEDS_KEY,
} from '#client/features/listening/hooks/use-playback-speed.ts';
import { playerStore } from '#client/entities/player/player-store.ts';
import { jsonResponse, renderAt, stubFetch } from '#client/testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  playerStore.close();
  localStorage.clear();
});

const grant = {
  url: '/media/s-42.mp3?sig=abc',
  expiresAt: '2030-01-01T00:00:00.000Z',
  type: 'audio',
  resumeAt: 0,
  completed: false,
};

/** Renders the bar (plus a text field), opens a session and waits until its media is loaded. */
async function openPlayer() {
  stubFetch(() => jsonResponse(grant));
  const view = renderAt(
    <>
      <input aria-label="Journal entry" />
      <PlayerBar />
    </>,
  );
  act(() => playerStore.open({ sessionId: 's-42', title: 'Alone in a Full Room', type: 'audio' }));
  await screen.findByRole('button', { name: 'Pause' });
  const audio = view.container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

/** happy-dom media never plays: set what a browser would have and fire its event. */
function mediaEvent(audio: HTMLAudioElement, type: string, props: Record<string, unknown> = {}) {
  act(() => {
    for (const [key, value] of Object.entries(props)) {
      Object.defineProperty(audio, key, { configurable: true, value, writable: true });
    }
    audio.dispatchEvent(new Event(type));
  });
}

function timeRanges(ranges: [number, number][]): TimeRanges {
  return {
    length: ranges.length,
    start: (index: number) => ranges[index]?.[0] ?? 0,
    end: (index: number) => ranges[index]?.[1] ?? 0,
  };
}

describe('player controls', () => {
  it('rewinds 10 s and never below 0', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 300 });
    audio.currentTime = 25;
    fireEvent.click(screen.getByRole('button', { name: 'Rewind 10 seconds' }));
    expect(audio.currentTime).toBe(15);
    audio.currentTime = 4;
    fireEvent.click(screen.getByRole('button', { name: 'Rewind 10 seconds' }));
    expect(audio.currentTime).toBe(0);
  });

  it('skips forward 30 s, never past the end, with the button and Shift+→', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 300 });
    audio.currentTime = 25;
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 30 seconds' }));
    expect(audio.currentTime).toBe(55);
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    expect(audio.currentTime).toBe(85);
    audio.currentTime = 290;
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 30 seconds' }));
    expect(audio.currentTime).toBe(300);
  });

  it('seeks with the slider and shows the buffered part', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 200 });
    mediaEvent(audio, 'progress', { buffered: timeRanges([[0, 50]]) });
    expect(screen.getByTestId('buffered').style.width).toBe('25%');
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '120' } });
    expect(audio.currentTime).toBe(120);
    expect(screen.getByLabelText('Elapsed').textContent).toBe('2:00');
  });

  it('shows the remaining time at the current speed', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 600 });
    audio.currentTime = 100;
    mediaEvent(audio, 'timeupdate');
    expect(screen.getByLabelText('Remaining').textContent).toBe('-8:20');
    fireEvent.change(screen.getByRole('combobox', { name: 'Playback speed' }), { target: { value: '1.25' } });
    expect(audio.playbackRate).toBe(1.25);
    // 500 s left at 1.25× take 400 s.
    expect(screen.getByLabelText('Remaining').textContent).toBe('-6:40');
  });

  it('remembers the speed of this session and restores it on the next visit', async () => {
    const audio = await openPlayer();
    fireEvent.change(screen.getByRole('combobox', { name: 'Playback speed' }), { target: { value: '0.85' } });
    expect(JSON.parse(localStorage.getItem(SESSION_SPEEDS_KEY) ?? '{}')).toEqual({ 's-42': 0.85 });
    expect(audio.playbackRate).toBe(0.85);
    cleanup();
    playerStore.close();

    const next = await openPlayer();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Playback speed' }).value).toBe('0.85');
    expect(next.playbackRate).toBe(0.85);
    expect(next.defaultPlaybackRate).toBe(0.85);
  });

  it('ignores a bad stored speed', async () => {
    localStorage.setItem(PLAYBACK_SPEED_KEY, '3');
    const audio = await openPlayer();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Playback speed' }).value).toBe('1');
    expect(audio.playbackRate).toBe(1);
  });
});

describe('player controls: volume and keyboard', () => {
  it('sets the volume in steps of 0.1 within 0–1, and mutes', async () => {
    const audio = await openPlayer();
    const volume = screen.getByRole<HTMLInputElement>('slider', { name: 'Volume' });
    expect(volume.step).toBe('0.1');
    fireEvent.change(volume, { target: { value: '0.37' } });
    expect(audio.volume).toBe(0.4);
    expect(volume.value).toBe('0.4');
    fireEvent.change(volume, { target: { value: '0.3' } });
    expect(audio.volume).toBe(0.3);

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(volume.value).toBe('0');
    fireEvent.change(volume, { target: { value: '0.6' } });
    expect(audio.muted).toBe(false);
    expect(audio.volume).toBe(0.6);
  });

  it('answers space, arrows and m on the page', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 300 });
    audio.currentTime = 5;
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(15);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(0);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(audio.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(audio.paused).toBe(true);
    await screen.findByRole('button', { name: 'Play' });
  });

  it('ignores shortcuts while typing in a field', async () => {
    const audio = await openPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 300 });
    audio.currentTime = 50;
    const field = screen.getByRole('textbox', { name: 'Journal entry' });
    field.focus();
    for (const key of [' ', 'ArrowLeft', 'ArrowRight', 'm']) fireEvent.keyDown(field, { key });
    expect(audio.currentTime).toBe(50);
    expect(audio.muted).toBe(false);
    expect(audio.paused).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
  });
});
