// The server Playwright starts: a fresh data folder each run, so every e2e run starts from the seed.
import fs from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = `.tmp/e2e-data-${process.env.PORT ?? 'default'}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Links in mails must point where the browser is.
    APP_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    // The specs sign in through the API many times a minute from one address; every other limit stays.
    AUTH_RATE_LIMIT_SIGN_IN: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
