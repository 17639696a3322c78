import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A side × side RGB PNG of smooth waves, as a phone's photo of a wall might be: every pixel differs, so
 * decoding and re-encoding cost what a real picture of that size does, yet it stays under the 5 MB limit.
 * Written here with zlib so the bench needs no image library of its own.
 */
export function heavyPng(side: number): Buffer {
  const row = 1 + side * 3;
  const raw = Buffer.alloc(row * side);
  const wave = (t: number) => Math.round(128 + 100 * Math.sin(t));
  for (let y = 0; y < side; y++) {
    raw[y * row] = 1; // filter "Sub": neighbours differ little, so the deflated rows stay small
    const previous = [0, 0, 0];
    for (let x = 0; x < side; x++) {
      const at = y * row + 1 + x * 3;
      const pixel = [wave(x / 331 + y / 467), wave((x + 2 * y) / 613), wave(x / 389 - y / 271)];
      for (let c = 0; c < 3; c++) {
        raw[at + c] = ((pixel[c] as number) - (previous[c] as number)) & 255;
        previous[c] = pixel[c] as number;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
