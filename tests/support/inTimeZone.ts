/** Runs `body` with the process's time zone set to `zone` (Node reads TZ at each Date call), then restores it. */
export async function inTimeZone<T>(zone: string, body: () => T | Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
