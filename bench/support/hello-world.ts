// A bare Fastify 5 hello world: the yardstick the API bench divides by, run as its own
// process like the server under test. Usage: node bench/support/hello-world.ts <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
