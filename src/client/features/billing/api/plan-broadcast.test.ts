// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

/** A fresh module per test: each is one tab, with its own id. */
const loadTab = () => import('#client/features/billing/api/plan-broadcast.ts');

describe('telling other tabs that the plan changed', () => {
  it('uses a BroadcastChannel, and ignores what the tab itself sent', async () => {
    const sent: unknown[] = [];
    const listeners = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
    class FakeChannel {
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor() {
        listeners.add(this);
      }
      postMessage(data: unknown) {
        sent.push(data);
        for (const other of listeners)
          if (other !== this) other.onmessage?.(new MessageEvent('message', { data }));
      }
      close() {
        listeners.delete(this);
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const here = await loadTab();
    vi.resetModules();
    const there = await loadTab();

    const heardHere = vi.fn();
    const heardThere = vi.fn();
    const stops = [here.onPlanChange(heardHere), there.onPlanChange(heardThere)];
    here.announcePlanChange();
    expect(sent).toHaveLength(1);
    expect(heardThere).toHaveBeenCalledTimes(1);
    expect(heardHere).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    expect(listeners.size).toBe(0);
  });

  it('falls back to a storage event where there is no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = await loadTab();
    const heard = vi.fn();
    const stop = tab.onPlanChange(heard);

    tab.announcePlanChange();
    const written = localStorage.getItem('founder-flow:plan-changed');
    expect(written).toBeTruthy();
    // The browser delivers the storage event to the other tabs only; as another tab receives it:
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'founder-flow:plan-changed', newValue: written }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
