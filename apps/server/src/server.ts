import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Starts the server: the only file that listens and handles signals. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  if (config.ROLE === 'worker') {
    app.log.info('worker role: processing jobs, not serving HTTP');
    await app.ready();
    return;
  }
  const address = await app.listen({ port: config.PORT, host: config.HOST });
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
