import { describe, expect, it } from "vitest";
import { withoutPropertyRegistrations } from "./property-registrations";
import { restStylesheet } from "./rest-stylesheet";

const css =
  "@layer properties{@supports (not (x:y)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
  "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,) var(--tw-ring-offset-width)}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-blur{syntax:"*";inherits:false}' +
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0px}' +
  '@property --tw-unread{syntax:"*";inherits:false;initial-value:1}';

describe("withoutPropertyRegistrations", () => {
  it("drops the registrations and gives every browser the initial values the page reads", () => {
    expect(withoutPropertyRegistrations(css)).toBe(
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-ring-offset-width:0px}}" +
        "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,) var(--tw-ring-offset-width)}}",
    );
  });

  it("leaves them to the late sheet, which keeps every registration", () => {
    const rest = restStylesheet(css, css);
    expect(rest.match(/@property/g)).toHaveLength(4);
  });

  it("leaves CSS without registrations as it was", () => {
    const plain = "@layer properties{@supports (not (x:y)){*{--a:1}}}.a{color:red}";
    expect(withoutPropertyRegistrations(plain)).toBe(plain);
  });
});
