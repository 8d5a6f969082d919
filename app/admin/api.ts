import type { DeskFailure } from "@contracts/desk";

/** The desk's calls to /admin/api: JSON both ways, the CSRF token on every change. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole answer, for a refusal that says more than its message (a 422's fields). */
    readonly answer: unknown = undefined,
  ) {
    super(message);
  }
}

let csrfToken = "";
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

export async function api<T>(
  path: string,
  { method = "GET", body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (method !== "GET") headers["x-csrf-token"] = csrfToken;
  // A file (an upload to the media library) goes as its bytes; anything else as JSON.
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined)
    headers["content-type"] = file ? file.type || "application/octet-stream" : "application/json";
  const response = await fetch(`/admin/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => ({}))) as Partial<DeskFailure>;
  if (response.status === 401 && path !== "/session") {
    window.location.assign("/admin/sign-in");
  }
  if (!response.ok)
    throw new ApiError(response.status, data.error ?? "The desk could not do that.", data);
  return data as T;
}
