/**
 * The host names a page view is counted for: the site's own, from its URL (identity.siteUrl,
 * SITE_URL, the origin the server already names in its mails), the server's HOST when it is a
 * name or an address one can reach, and the loopback names for a server run on one's own
 * machine. A request with any other Host header is served as usual but never counted: a Host
 * header is the client's to write, and counting every one would let a loop of requests make a
 * visitor per invented host.
 */

const loopbackNames = ["localhost", "127.0.0.1", "[::1]"];
/** HOST values that mean "every interface", which no client names in its Host header. */
const wildcards = new Set(["0.0.0.0", "::", "[::]"]);

/** `Example.COM:8080` → `example.com`, `[::1]:3000` → `[::1]`; null when it is no host at all. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  try {
    const { hostname, username, password, pathname } = new URL(`http://${host}`);
    // A Host header with a path or credentials in it is not one a browser sends.
    if (username || password || pathname !== "/") return null;
    return hostname.replace(/\.$/, "");
  } catch {
    return null;
  }
}

export function siteHosts(siteUrl: string, serverHost: string): ReadonlySet<string> {
  const hosts = new Set(loopbackNames);
  const site = hostName(new URL(siteUrl).host);
  if (site) hosts.add(site);
  const bare = serverHost.includes(":") && !serverHost.startsWith("[");
  const server = hostName(bare ? `[${serverHost}]` : serverHost);
  if (server && !wildcards.has(server)) hosts.add(server);
  return hosts;
}
