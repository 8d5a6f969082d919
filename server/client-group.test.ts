import { describe, expect, it } from "vitest";
import { clientGroup } from "./client-group";

describe("client groups", () => {
  it("counts IPv4 by address, IPv6 by /64, IPv4-mapped IPv6 as IPv4", () => {
    expect(clientGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(clientGroup("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientGroup("2001:db8:1:2::1")).toBe(clientGroup("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(clientGroup("2001:db8:1:2::1")).not.toBe(clientGroup("2001:db8:1:3::1"));
  });
});
