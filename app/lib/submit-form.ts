import { sendTimeoutMs, type FormName } from "@contracts/forms";

export type SubmitResult =
  { ok: true } | { ok: false; reason: "network" | "timeout" | "status"; status?: number };

/**
 * Sends one form the way Formspree's AJAX contract expects: POST, multipart form data,
 * `Accept: application/json`. Any 2xx is success and the body is not read. The request is
 * abandoned after 30 s so a hung endpoint cannot leave the visitor waiting forever.
 */
export async function submitForm(
  endpoint: string,
  form: FormName,
  fields: Record<string, string>,
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
    return { ok: false, reason: "status", status: response.status };
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
