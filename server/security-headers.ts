/** The Content-Security-Policy for a response: own origin only, plus the forms' endpoints. */
export function contentSecurityPolicy(options: {
  scriptHashes?: string[];
  styleHashes?: string[];
  formOrigins?: string[];
}) {
  const formOrigins = options.formOrigins ?? [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(options.scriptHashes ?? [])],
    "style-src": ["'self'", ...(options.styleHashes ?? [])],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...formOrigins],
    "form-action": ["'self'", ...formOrigins],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export const permissionsPolicy =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Two years, subdomains included, eligible for browsers' preload lists. Sent only over HTTPS. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";
