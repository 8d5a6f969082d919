/**
 * An error that is an answer to the client (a 4xx, a refusal), not a fault of the server: it is
 * thrown to leave a handler early and turned into a response, and its stack is never read.
 * Capturing one cost about 30 µs per refused request in a flood (a V8 profile of
 * `npm run bench:hostile`), so none is captured.
 */
export class AnswerError extends Error {
  constructor(message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}
