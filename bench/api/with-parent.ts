/**
 * Preloaded (`--import`) into every process bench/api/run.ts starts: the process ends when the bench does. Each is
 * started with an IPC channel, which closes when the bench exits for any reason, a SIGKILL included; the process
 * then stops as on SIGTERM (the product's server drains and closes), and is killed outright 10 s later.
 */
process.on('disconnect', () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  process.kill(process.pid, 'SIGTERM');
});
// Listening for 'disconnect' holds the channel open, which would keep a process that has finished its work alive.
process.channel?.unref();
