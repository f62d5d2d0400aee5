import net from 'node:net';
import { portOf } from './free-port.ts';

type Pair = { client: net.Socket; upstream?: net.Socket; silent: boolean };

/**
 * A loopback TCP proxy in front of a real service (Redis, SMTP, PostgreSQL), to play its outages:
 * `forward()` passes bytes both ways; `refuse()` resets every open connection and stops listening,
 * so connects are refused; `silence()` accepts connections and drops every byte, on open connections
 * too, like a link that went dead without closing. A silenced connection stays silent after
 * `forward()`, as a dead link does: the client has to give up on it by itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>();
  let mode: 'forward' | 'silent' = 'forward';

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, silent: mode === 'silent' };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (pair.silent) return;
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    upstream.on('data', (chunk: Buffer) => {
      if (!pair.silent) client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => {
      if (!pair.silent) upstream.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = portOf(server);

  return {
    host: '127.0.0.1',
    port,
    /** Passes new connections through; starts listening again after `refuse()`. */
    async forward() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    /** Open connections are reset, new ones refused (nothing listens on the port). */
    async refuse() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        drop(pair);
      }
      await stopListening();
    },
    /** From now on, nothing goes through: connections are accepted, and no byte is passed on. */
    silence() {
      mode = 'silent';
      for (const pair of pairs) pair.silent = true;
    },
    async close() {
      for (const pair of pairs) drop(pair);
      await stopListening();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
