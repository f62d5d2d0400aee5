import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Toasts come and go on their own clock: the Toaster loads with the first toast, so one raised just
// before a check can paint in the middle of axe's analysis, faded by its entrance, and fail contrast
// on what is half painted (CI saw exactly that). Page checks leave the toaster out; the toast itself
// is judged at rest by `expectRestingToastReadable`.
const TOASTER = '[data-sonner-toaster]';

async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page as it stands has no serious or critical axe violations; `label` names it in a failure. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(new AxeBuilder({ page }).exclude(TOASTER)), label).toEqual([]);
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
  expect(await seriousViolations(new AxeBuilder({ page }).include(TOASTER)), label).toEqual([]);
}

/** The two screen sizes every page is checked at: desktop (the default) and a phone. */
export const SCREENS = ['desktop', 'phone'] as const;
