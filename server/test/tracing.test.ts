import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { type Server, startServer, stopServer } from './support/server-process.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, physicalSku } from './support/shopping.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type Attribute = { key: string; value: { stringValue?: string; intValue?: string } };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Attribute[];
};
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

/** A loopback OTLP/HTTP receiver (JSON, as the exporter sends by default): every span it was sent. */
async function receiver(): Promise<{ url: string; spans: OtlpSpan[]; server: HttpServer }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const sent = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resource of sent.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

const text = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

for (const dialect of dialects) {
  describe(`traces over OTLP on ${dialect}`, () => {
    let t: TestApp;
    let otlp: Awaited<ReturnType<typeof receiver>>;
    let server: Server;
    const secrets = {
      CARD_KEY_SECRET: randomBytes(32).toString('hex'),
      PAY_CODE_SECRET: randomBytes(32).toString('hex'),
    };
    before(async () => {
      t = await startTestApp(dialect, { config: secrets });
      otlp = await receiver();
      server = await startServer(
        `traced-${dialect}`,
        {
          ...secrets,
          NODE_ENV: 'test',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          ...(t.testDb.databaseUrl ? { DATABASE_URL: t.testDb.databaseUrl } : {}),
          OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
          // The batch of spans goes out within 100 ms rather than 5 s.
          OTEL_BSP_SCHEDULE_DELAY: '100',
        },
        t.testDb.databaseUrl ? undefined : t.testDb.dataDir,
      );
    });
    after(async () => {
      await stopServer(server);
      otlp.server.close();
      await t.close();
    });

    it('sends a checkout as one trace with its statements, and logs the trace id with the request', async () => {
      const buyer = await newBuyer(t.app, `Traced${dialect}`);
      const address_id = await addHomeAddress(t.app, buyer.token);
      const sku = await physicalSku(t.app);
      const items = [{ sku_id: sku.skuId, quantity: 1 }];
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: buyer.token },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { total: string } }>);
      const preview = await post('/api/order/preview', { items, address_id });
      assert.equal(preview.code, 1, preview.msg);
      const created = await post('/api/order/create', {
        items,
        address_id,
        expected_total: preview.data.total,
      });
      assert.equal(created.code, 1, created.msg);

      const routeSpan = () => otlp.spans.find((s) => text(s, 'http.route') === '/api/order/create');
      await eventually(
        async () => routeSpan(),
        (span) => span !== undefined,
        10_000,
      );
      const request = routeSpan();
      assert.ok(request, `no span for the create among ${otlp.spans.map((s) => s.name).join(', ')}`);
      const statements = await eventually(
        async () => otlp.spans.filter((s) => s.traceId === request.traceId && text(s, 'db.query.text')),
        (found) => found.some((s) => /insert into "orders"/.test(text(s, 'db.query.text') ?? '')),
        10_000,
      );
      assert.ok(
        statements.some((s) => /insert into "orders"/.test(text(s, 'db.query.text') ?? '')),
        `the create's trace holds ${statements.length} statements, none the order's insert`,
      );
      assert.ok(
        statements.every((s) => s.parentSpanId),
        'every statement hangs under the request',
      );
      assert.match(server.log(), new RegExp(`"trace_id":"${request.traceId}"`));
    });
  });
}
