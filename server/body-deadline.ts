import type http from "node:http";
import type { Socket } from "node:net";
import { applicationEndpoint } from "@contracts/applicants";
import { briefForms } from "@contracts/briefs";

/**
 * The paths whose posts may carry a file of up to 10 MB: a visitor's brief, an applicant's CV,
 * the desk's pictures.
 */
const uploadPaths: ReadonlySet<string> = new Set([
  ...briefForms.map((form) => `/api/forms/${form}`),
  applicationEndpoint,
  "/admin/api/media",
]);

/**
 * A request that may carry a file: a post to an upload's path too large for a text post (or
 * without a length; a text post within `textLimit` is whole in well under a second).
 */
export function isUploadRequest(request: http.IncomingMessage, textLimit: number) {
  if (request.method !== "POST") return false;
  const url = request.url ?? "";
  const query = url.indexOf("?");
  if (!uploadPaths.has(query === -1 ? url : url.slice(0, query))) return false;
  const declared = Number(request.headers["content-length"]);
  return !(Number.isFinite(declared) && declared <= textLimit);
}

const hasBody = (request: http.IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined ||
  Number(request.headers["content-length"] ?? 0) > 0;

/**
 * Node's request timeout is one limit for every request, and a file over a slow line needs far
 * longer than a text post: so Node's limit is the upload's, and every other request with a body
 * has the text limit of its own, a timer armed when its headers arrive and cleared once the body
 * is in or the answer is sent. A request without a body costs nothing.
 */
export function bodyDeadline(
  { requestMs, uploadMs }: { requestMs: number; uploadMs: number },
  isUpload: (request: http.IncomingMessage) => boolean,
  timedOut: (socket: Socket) => void,
) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (uploadMs <= requestMs || !hasBody(request) || isUpload(request)) return;
    const timer = setTimeout(() => {
      // Answered already (and the body still arriving): only the connection is given up.
      if (response.headersSent) request.socket.destroy();
      else timedOut(request.socket);
    }, requestMs);
    const clear = () => clearTimeout(timer);
    request.once("end", clear);
    response.once("close", clear);
  };
}
