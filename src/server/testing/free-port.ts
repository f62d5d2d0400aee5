import net from 'node:net';

/**
 * A port nothing listens on right now, on 127.0.0.1: bound to port 0 and released just before the
 * caller's server binds it. Used by tests and scripts that start the real server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = portOf(probe);
      probe.close(() => resolve(port));
    });
  });
}

/** The port a listening server is bound to: its address is an object once it listens on TCP. */
export function portOf(server: { address(): net.AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`expected a server listening on a TCP port, got ${String(address)}`);
  }
  return address.port;
}
