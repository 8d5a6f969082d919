import ipaddr from "ipaddr.js";

/**
 * The key every per-client limit counts a client by: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber usually holds a whole /64, so counting single IPv6 addresses would give
 * one attacker 2^64 fresh budgets), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function clientGroup(address: string): string {
  if (!ipaddr.isValid(address)) return `other:${address.slice(0, 64)}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
