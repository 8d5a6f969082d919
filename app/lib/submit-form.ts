import { sendTimeoutMs, type FieldError, type FormName } from "@contracts/forms";

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: "network" | "timeout" }
  | {
      ok: false;
      reason: "status";
      status: number;
      /** The endpoint's field errors (Formspree's error body), to show under the fields. */
      errors?: FieldError[];
    };

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldError).field === "string" &&
  typeof (value as FieldError).message === "string";

/** The field errors of an error answer, if it has a readable Formspree body; else none. */
async function fieldErrorsOf(response: Response): Promise<FieldError[]> {
  if (!response.headers.get("content-type")?.includes("json")) return [];
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  } catch {
    return [];
  }
}

/**
 * Sends one form the way Formspree's AJAX contract expects: POST, multipart form data,
 * `Accept: application/json`. Any 2xx is success and its body is not read; an error answer's
 * field errors are handed back. The request is abandoned after 30 s so a hung endpoint cannot
 * leave the visitor waiting forever.
 */
export async function submitForm(
  endpoint: string,
  form: FormName,
  fields: Record<string, string | File>,
  {
    timeoutMs = sendTimeoutMs,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    console.error(`Sending the ${form} form failed with status ${response.status}.`);
    const errors = await fieldErrorsOf(response);
    return { ok: false, reason: "status", status: response.status, errors };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    console.error(
      `Sending the ${form} form failed:`,
      timedOut ? "no answer within the time limit" : error,
    );
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
