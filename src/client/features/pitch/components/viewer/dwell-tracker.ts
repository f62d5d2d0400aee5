import { DWELL_SECONDS_MAX, type ViewReport } from '#shared/schemas/pitch.ts';

/**
 * Seconds a link viewer spends on each slide, gathered between reports. Time counts only while the
 * page is visible: `pause` on hiding, `show` again on return. Nothing about the viewer is kept; the
 * visit's id is random and lives only in this page.
 */
export function createDwellTracker(now: () => number = () => performance.now()) {
  let current: string | null = null;
  let since = 0;
  let paused = false;
  const pending = new Map<string, number>();

  const close = () => {
    if (current === null || paused) return;
    const seconds = (now() - since) / 1000;
    pending.set(current, (pending.get(current) ?? 0) + seconds);
    since = now();
  };

  return {
    /** The viewer is now looking at `slideId`. */
    show(slideId: string) {
      close();
      current = slideId;
      since = now();
      paused = false;
    },
    pause() {
      close();
      paused = true;
    },
    resume() {
      if (!paused) return;
      paused = false;
      since = now();
    },
    /** The time gathered since the last call, per slide, rounded to tenths; clears it. */
    take(): ViewReport['dwell'] {
      close();
      const dwell = [...pending]
        .map(([slideId, seconds]) => ({
          slideId,
          seconds: Math.min(DWELL_SECONDS_MAX, Math.round(seconds * 10) / 10),
        }))
        .filter((d) => d.seconds > 0);
      pending.clear();
      return dwell;
    },
  };
}

export type DwellTracker = ReturnType<typeof createDwellTracker>;

/**
 * Sends a report so that it survives the page going away: `sendBeacon` (queued by the browser even
 * as the tab closes), or a keep-alive fetch where beacons are unavailable.
 */
export function sendReport(url: string, report: ViewReport): void {
  if (report.dwell.length === 0) return;
  const body = JSON.stringify(report);
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    // A password-protected link counts a visit only with its unlock cookie, as the beacon sends it.
    credentials: 'include',
  }).catch(() => undefined);
}

/** The browser says its person does not want to be tracked (Do Not Track or Global Privacy Control). */
export function declinesTracking(nav: Navigator = navigator): boolean {
  const gpc = 'globalPrivacyControl' in nav && nav.globalPrivacyControl === true;
  return nav.doNotTrack === '1' || gpc;
}
