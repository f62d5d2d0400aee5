// Where the browser for e2e tests and Lighthouse is: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(candidate)) return candidate;
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      "Install Debian's package (as root: apt-get update && apt-get install -y chromium),\n" +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. (Never `npx playwright install`.)',
  );
  process.exit(1);
}
