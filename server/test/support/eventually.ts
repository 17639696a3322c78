/**
 * Reads until `done` holds or the deadline passes, answering the last read. A change made by another
 * process (the ops CLI) reaches a server's cached public answers within about a second, when the
 * server next reads the shared catalogue version (docs/decisions/0050).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
