// libuv's thread pool (scrypt, compression, file reads, sharp's pictures) reads its size once, when
// something first uses it; main.ts imports this module before any other so the size below is read.
// A picture being decoded holds one of the pool's threads for its whole decoding; the pool is made that
// many threads larger than libuv's 4, so password checks and compression keep their 4 (decision 0098).
// An operator's own UV_THREADPOOL_SIZE wins; UPLOAD_DECODES is checked with the rest of the config.
const LIBUV_DEFAULT = 4;
if (!process.env.UV_THREADPOOL_SIZE) {
  const decodes = Number.parseInt(process.env.UPLOAD_DECODES ?? '', 10);
  process.env.UV_THREADPOOL_SIZE = String(LIBUV_DEFAULT + (decodes > 0 ? decodes : 1));
}
