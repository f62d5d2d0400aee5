/**
 * Writes src/server/auth/passwords/common-passwords.txt: the 10,000 most common passwords, most common
 * first, from the frequency-ranked list that @zxcvbn-ts/language-common ships (MIT). The file is
 * committed, so the server never needs this package; run again with `npx tsx scripts/common-passwords.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/package.json'),
);
const ranked = JSON.parse(await readFile(path.join(packageDir, 'src/passwords.json'), 'utf8')) as string[];

// Stored lower-case: the check compares case-insensitively, so "Password1" counts as "password1".
const unique = [...new Set(ranked.map((p) => p.toLowerCase()))].slice(0, COUNT);
if (unique.length !== COUNT) throw new Error(`expected ${COUNT} passwords, found ${unique.length}`);
const out = path.join(root, 'src/server/auth/passwords/common-passwords.txt');
await writeFile(out, `${unique.join('\n')}\n`);
console.log(`wrote ${unique.length} passwords to ${path.relative(root, out)}`);
