// Load on the read endpoints of the home board, against a real server on loopback.
// Usage: npm run api -w @crossbay/bench [-- --seconds 10 --connections 20]
// Starts the server on a fresh seeded SQLite database, runs autocannon per endpoint, prints a table.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDatabase } from './support/bench-database.ts';
import { startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const PORT = 3900 + Math.floor(Math.random() * 90);

const ENDPOINTS = [
  '/api/index/category?lang=en',
  '/api/index/index?lang=en',
  '/api/index/hot_product?page=1&limit=10',
  '/api/index/hot_merchant',
  '/api/index/product?category=3&sort=price_asc&page=2&limit=20',
  '/api/index/product?keyword=pro&limit=20',
];

const { env, drop } = await benchDatabase('sqlite');
const server = await startServer(env, PORT);
try {
  console.log(`endpoint | req/s (mean) | p50 ms | p99 ms | non-2xx`);
  for (const path of ENDPOINTS) {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}${path}`,
      connections: Number(values.connections),
      duration: Number(values.seconds),
    });
    console.log(
      `${path} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx}`,
    );
  }
} finally {
  await stopServer(server);
  await drop();
}
