/** A failed delivery attempt, and whether trying again can help. */
export class DeliveryError extends Error {
  readonly retry: boolean;
  /** The receiver's own wish (Retry-After), in ms; the worker waits at least this long. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retry: boolean; retryAfterMs?: number }) {
    super(message);
    this.name = "DeliveryError";
    this.retry = options.retry;
    this.retryAfterMs = options.retryAfterMs;
  }
}
