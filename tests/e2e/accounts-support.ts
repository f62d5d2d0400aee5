import { expect, type APIRequestContext, type Page } from '@playwright/test';

type OutboxMail = { id: string; to: string; subject: string; text: string };

/** A fresh address per test run, so reruns against one server never meet. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Waits for the `count`-th mail to `to` in the dev outbox (/dev/mail) and answers its first app link. */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  count = 1,
): Promise<{ mail: OutboxMail; link: string }> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mail/messages?to=${encodeURIComponent(to)}`);
      mails = ((await res.json()) as { items: OutboxMail[] }).items;
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  // Newest first in the outbox.
  const mail = mails[mails.length - count]!;
  const link = mail.text.split(/\s+/).find((word) => /^https?:\/\/[^/]+\/api\/auth\//.test(word));
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return { mail, link };
}

/** Creates an account through the page's Sign Up tab and leaves the browser on 'Check your email!'. */
export async function signUpThroughPage(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox').check();
  await create.click();
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
}

export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
