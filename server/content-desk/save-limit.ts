/**
 * How many content changes (saves, previews, publishes) one signed-in session may make: a burst
 * for a busy minute, then a steady rate; beyond it the desk answers 429. Previews count less, as
 * the editor sends one each time the owner pauses while typing.
 */
export interface ContentLimits {
  /** Saves, restores, publishes and schedules per minute. */
  changesPerMinute: number;
  /** Previews per minute. */
  previewsPerMinute: number;
}

export const defaultContentLimits: ContentLimits = { changesPerMinute: 30, previewsPerMinute: 600 };

/** A fixed window per session, in memory: each server counts its own. */
export function createSessionLimiter(perMinute: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** True when the session may go ahead now (and counts it). */
    take(session: string, now = Date.now()): boolean {
      const window = windows.get(session);
      if (!window || now - window.start >= 60_000) {
        // Forget the windows that are over, so the map holds only this minute's sessions.
        for (const [key, old] of windows) if (now - old.start >= 60_000) windows.delete(key);
        windows.set(session, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= perMinute;
    },
  };
}
