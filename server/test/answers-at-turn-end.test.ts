import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { dialects } from './support/dialects.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Two buyers' requests that reach the server at once: what was handled and what was sent, in order.
const events: string[] = [];

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
    });
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

for (const dialect of dialects) {
  describe(`answers written at the end of the turn on ${dialect}`, () => {
    let t: TestApp;
    let port: number;
    before(async () => {
      t = await startTestApp(dialect, {
        seed: false,
        inApi: (api) =>
          api.get<{ Querystring: { id: string } }>('/turn', (request, reply) => {
            const { id } = request.query;
            events.push(`handled ${id}`);
            reply.raw.once('finish', () => events.push(`sent ${id}`));
            reply.type('text/plain').send(`answer ${id}`);
          }),
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    after(() => t.close());

    it('handles every request read in one turn before writing the first answer', async () => {
      events.length = 0;
      let accepted = 0;
      const bothAccepted = new Promise<void>((resolve) =>
        t.app.server.on('connection', () => ++accepted === 2 && resolve()),
      );
      const sockets = [await open(port), await open(port)];
      await bothAccepted;
      const answers = sockets.map(answerOf);
      // Written in one synchronous block: on loopback both requests are in the server's sockets before
      // its next poll, which reads them in the same turn.
      for (const [i, id] of ['a', 'b'].entries()) {
        sockets[i]?.write(`GET /turn?id=${id} HTTP/1.1\r\nhost: shop\r\nconnection: close\r\n\r\n`);
      }
      const texts = await Promise.all(answers);

      assert.match(texts[0] ?? '', /answer a$/);
      assert.match(texts[1] ?? '', /answer b$/);
      assert.deepEqual(events.slice(0, 2).sort(), ['handled a', 'handled b']);
      assert.deepEqual(events.slice(2).sort(), ['sent a', 'sent b']);
    });
  });
}
