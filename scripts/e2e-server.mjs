// The server each Playwright worker starts: a fresh data folder each run, so every e2e run starts
// from the seed. With E2E_TEMPLATE_DIR (a data folder migrated and seeded once by
// scripts/e2e-template.mjs) the folder is a copy of it, so no server seeds the catalogue again.
import fs from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = `.tmp/e2e-data-${process.env.PORT ?? 'default'}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const template = process.env.E2E_TEMPLATE_DIR;
if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
const port = Number(process.env.PORT ?? 3000);
const appUrl = `http://127.0.0.1:${port}`;

// A real OpenID Connect provider on the next port, so 'Continue with …' can be driven end to end.
const oidcIssuer = `http://127.0.0.1:${port + 1}`;
const issuer = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-oidc-issuer.ts'], {
  stdio: 'inherit',
  env: { ...process.env, OIDC_PORT: String(port + 1), OIDC_REDIRECT_URI: `${appUrl}/api/auth/callback/oidc` },
});
// Waited for by a deadline, not a count of tries: on a busy machine its start alone can take a minute.
const issuerDeadline = Date.now() + 120_000;
for (;;) {
  const ready = await fetch(`${oidcIssuer}/.well-known/openid-configuration`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  if (issuer.exitCode !== null || Date.now() > issuerDeadline) {
    issuer.kill('SIGTERM');
    throw new Error('the e2e OIDC issuer did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// The transcription provider, two ports up: a loopback OpenAI-compatible double.
const doublePort = port + 2;
const double = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-openai-double.ts'], {
  stdio: 'inherit',
  env: { ...process.env, OPENAI_DOUBLE_PORT: String(doublePort) },
});
const doubleDeadline = Date.now() + 120_000;
for (;;) {
  const ready = await fetch(`http://127.0.0.1:${doublePort}/v1/ready`).then(
    () => true,
    () => false,
  );
  if (ready) break;
  if (double.exitCode !== null || Date.now() > doubleDeadline) {
    issuer.kill('SIGTERM');
    double.kill('SIGTERM');
    throw new Error('the e2e OpenAI-compatible double did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Links in mails must point where the browser is.
    APP_URL: appUrl,
    // The specs sign in through the API many times a minute from one address; every other limit stays.
    AUTH_RATE_LIMIT_SIGN_IN: '1000',
    // The listening specs play sessions at 16× (Chromium's fastest) to reach 80 % in seconds.
    PROGRESS_MAX_SPEED: '16',
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: 'founder-flow',
    OIDC_CLIENT_SECRET: 'founder-flow-oidc-secret',
    OIDC_NAME: 'Acme SSO',
    // Voice entries are transcribed by the double; the Owl stays the offline one (no AI_BASE_URL).
    TRANSCRIBE_BASE_URL: `http://127.0.0.1:${doublePort}/v1`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    issuer.kill(signal);
    double.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  issuer.kill('SIGTERM');
  double.kill('SIGTERM');
  process.exit(code ?? 0);
});
