import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { PRIVATE_UMASK } from './lib/private-files.js';

// Before any file is created: everything this process writes (the embedded database too) is its owner's only.
process.umask(PRIVATE_UMASK);

/** Starts the server: the only file that listens and handles signals. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining, then shutting down');
    // Drain (readiness 503, streams told to reconnect, the job finished or handed back), then close.
    const forceExit = setTimeout(() => process.exit(1), (config.DRAIN_GRACE_SECONDS + 15) * 1000);
    forceExit.unref();
    app.runtime
      .drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker listens too, for its health and /metrics only.
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (config.ROLE === 'worker') {
    app.log.info(`worker role: processing jobs; health and metrics at ${address}`);
    return;
  }
  app.log.info(`Clinical Scribe is ready at ${address.replace('127.0.0.1', 'localhost')} (database: ${app.runtime.database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
