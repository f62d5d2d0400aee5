// `npm start`: builds the client if it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { clientBuildIsStale } from './build-stamp.mjs';

if (clientBuildIsStale()) {
  console.log('Building the web client (first run or sources changed)...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
