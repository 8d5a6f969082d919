/** Distinct clients counted per entry; beyond it, a flood's spread is reported as "at least". */
const maxClientsCounted = 10_000;

/**
 * Sign-in attempts refused beyond the global rate (a flood), summed up in one audit entry a
 * minute instead of a row each: one row per attempt let a flood from many addresses write to the
 * database as fast as it could send, and buried the entries the owner reads (decision 0165).
 */
export function createBusyRefusals(
  write: (action: string, detail: string) => Promise<unknown>,
  everyMs = 60_000,
) {
  let attempts = 0;
  const clients = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (attempts === 0) return;
    const spread = clients.size >= maxClientsCounted ? `at least ${clients.size}` : clients.size;
    const detail = `${attempts} attempts from ${spread} clients`;
    attempts = 0;
    clients.clear();
    await write("sign-ins refused while busy", detail);
  };

  return {
    /** Counts a refused attempt from `client` (its group); the entry is written within a minute. */
    count(client: string) {
      attempts++;
      if (clients.size < maxClientsCounted) clients.add(client);
      timer ??= setTimeout(() => void flush(), everyMs).unref();
    },
    /** Writes what is counted now: when the server stops. */
    flush,
  };
}
