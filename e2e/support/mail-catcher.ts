import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type CaughtMail = { to: string[]; text: string };

/**
 * A minimal SMTP server on loopback that keeps every mail (plain SMTP, no TLS, no auth): start the shop server
 * with `SMTP_URL` pointing here to read the codes it sends. The test server's log is not reachable from a spec.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 crossbay-e2e ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            // The body only: headers carry dates and ids full of digits.
            mails.push({ to, text: decode(data.slice(data.indexOf('\n\n') + 2)) });
            to = [];
            data = '';
            reply('250 OK queued');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-crossbay-e2e\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 crossbay-e2e');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest 6-digit code mailed to the address, waiting for it to arrive. */
    async codeFor(email: string, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.findLast((m) => m.to.includes(email));
        const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        if (code) return code;
        await sleep(100);
      }
      throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

// Quoted-printable soft line breaks and escapes, enough to read a code out of the body.
function decode(raw: string): string {
  return raw
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
