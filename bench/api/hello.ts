/**
 * The yardstick of bench/api: Fastify's hello-world on loopback, a process of its own like the product's server,
 * so both pay the same HTTP stack and the same machine load in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
