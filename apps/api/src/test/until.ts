export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads again every 100 ms until `done` holds for what `read` answers (rejects after `timeoutMs`). */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(100);
  }
}
