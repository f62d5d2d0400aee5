/**
 * Preloaded (`--import`) into every server the bench starts. The bench spawns it with an IPC
 * channel; when the bench dies without cleaning up (SIGKILL, crash), the channel closes and the
 * server shuts down as if it had received SIGTERM, instead of holding a port or a PGlite lock.
 */
process.on('disconnect', () => {
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), 15_000).unref();
});
