import { request } from 'node:http';

/** POST /api/common/upload of one PNG as a browser sends it; answers the HTTP status and the envelope's code. */
export function multipartUpload(
  port: number,
  token: string,
  png: Buffer,
  address: string,
): Promise<{ status: number; code: number; msg: string }> {
  const boundary = '----crossbay-bench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((done) => {
    const req = request(
      {
        hostname: '127.0.0.1',
        port,
        path: '/api/common/upload',
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          token,
          'x-forwarded-for': address,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              code: number;
              msg: string;
            };
            done({ status: res.statusCode ?? 0, code: answer.code, msg: answer.msg });
          } catch {
            done({ status: res.statusCode ?? 0, code: 0, msg: 'not JSON' });
          }
        });
      },
    );
    req.on('error', (error) => done({ status: 0, code: 0, msg: error.message }));
    req.end(body);
  });
}
