import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Toasts come and go on their own clock: the Toaster loads with the first toast, so one raised just
// before a check can paint in the middle of axe's analysis, faded by its entrance, and fail contrast
// on what is half painted (CI saw exactly that). Page checks leave the toaster out; the toast itself
// is judged at rest by `expectRestingToastReadable`.
const TOASTER = '[data-sonner-toaster]';

/**
 * Each check runs axe in the page itself and reports only violations. By default `analyze()` opened
 * a new page for every check (a renderer process of its own), injected axe there as well and passed
 * it every rule's passes on every node to finish the run: about half of an axe check's time on a
 * busy 2-core machine. The app renders no frames, which is what that path is for.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical axe violations of the page as it stands, as `rule: targets` lines. */
export const seriousViolationsOf = (page: Page) => seriousViolations(axe(page).exclude(TOASTER));

/** The page as it stands has no serious or critical axe violations; `label` names it in a failure. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolationsOf(page), label).toEqual([]);
}

/**
 * The toast saying `text`, held at rest (hovering pauses its timer; its entrance transition has
 * ended), has no serious or critical axe violations.
 */
export async function expectRestingToastReadable(page: Page, text: string, label: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.hover();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(
    (toaster) =>
      document
        .getAnimations()
        .every(
          (a) => !(a.effect as KeyframeEffect | null)?.target?.closest(toaster) || a.playState !== 'running',
        ),
    TOASTER,
  );
  expect(await seriousViolations(axe(page).include(TOASTER)), label).toEqual([]);
}

/** The two screen sizes every page is checked at: desktop (the default) and a phone. */
export const SCREENS = ['desktop', 'phone'] as const;
