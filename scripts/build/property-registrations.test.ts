import { describe, expect, it } from "vitest";
import { withPropertyRegistrations } from "./property-registrations";

const registrations =
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-blur{syntax:"*";inherits:false}' +
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0px}' +
  '@property --tw-unread{syntax:"*";inherits:false;initial-value:1}';
const critical =
  "@layer properties{@supports (not (x:y)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
  "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,)}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

describe("withPropertyRegistrations", () => {
  it("registers every property the page or its late sheet reads, and writes none on every element", () => {
    const late = ".ring{box-shadow:var(--tw-ring-offset-width) red}";
    expect(withPropertyRegistrations(critical, { css: late, registrations })).toBe(
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-blur{syntax:"*";inherits:false}' +
        '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0px}',
    );
  });

  it("leaves CSS that reads no registered property as it was", () => {
    const plain = ".a{color:red}";
    expect(withPropertyRegistrations(plain, { css: "", registrations })).toBe(plain);
  });
});
