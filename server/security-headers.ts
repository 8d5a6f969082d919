import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy for a response: own origin only, plus the forms' endpoints. Images,
 * fonts, the manifest and fetches fall back to `default-src 'self'`, so they get no directive of
 * their own unless they need more: every byte of the headers counts against the first round
 * trip that carries the page.
 */
export function contentSecurityPolicy(options: {
  scriptHashes?: string[];
  styleHashes?: string[];
  formOrigins?: string[];
}) {
  const formOrigins = options.formOrigins ?? [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // The favicon is a data URI in the page, so it costs no request before the largest paint.
    "img-src": ["'self'", "data:"],
    "script-src": ["'self'", ...(options.scriptHashes ?? [])],
    "style-src": ["'self'", ...(options.styleHashes ?? [])],
    ...(formOrigins.length > 0 ? { "connect-src": ["'self'", ...formOrigins] } : {}),
    // form-action, base-uri and frame-ancestors do not fall back to default-src.
    "form-action": ["'self'", ...formOrigins],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** No `interest-cohort`: FLoC is gone, and Chromium reports the feature as unrecognised. */
export const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Two years, subdomains included, eligible for browsers' preload lists. Sent only over HTTPS. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";

/**
 * The protective headers of every answer (what helmet sent, plus Permissions-Policy), as one plain
 * record: the same values go on pages, form answers, errors raised before any route runs, and the
 * raw answers Node's clientError handler writes (400, 408, 431). Not sent, since only browsers and
 * plug-ins the site cannot run in read them, and each byte counts against the page's first round
 * trip: X-XSS-Protection (the XSS auditors are gone; helmet sent it only to switch them off),
 * X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies (Flash) and
 * X-DNS-Prefetch-Control (browsers look up no link's host ahead on an HTTPS page unless it says
 * `on`, and the site is HTTPS with HSTS). X-Frame-Options stays beside frame-ancestors for the scanners and older browsers that look only
 * at it.
 *
 * No Cross-Origin-Opener-Policy on the public pages (decision 0054): it made Chromium move every
 * arriving visitor's tab to a fresh renderer process, whose cold start cost each page about
 * 100 ms of main thread before its first paint, for pages that hold nothing of anyone's. The
 * lead desk, which does, sends `same-origin` (admin/plugin.ts).
 */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "permissions-policy": permissionsPolicy,
};

/**
 * Every answer that goes through Fastify (pages, files, redirects, errors raised in hooks or
 * parsers) gets the protective headers in this onSend hook, last, so no early exit can skip them.
 * A callback hook, not an async one: it runs on every answer, and a promise per answer is
 * measurable under load.
 */
export function addProtectiveHeaders(app: FastifyInstance, csp: string) {
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.headers(staticSecurityHeaders);
    // request.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
    if (request.protocol === "https")
      reply.header("strict-transport-security", strictTransportSecurity);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", csp);
    done(null, payload);
  });
}
