import { describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills in the lead's name and service and the company", () => {
    expect(
      fillTemplate("Hello {name}, about {service}. {company}", {
        name: "Ayesha",
        service: "web-design",
      }),
    ).toBe(`Hello Ayesha, about Website Design. ${identity.companyName}`);
  });

  it("has words for a lead without a name or a service", () => {
    expect(fillTemplate("Hello {name}, {service}", { name: null, service: null })).toBe(
      "Hello there, your project",
    );
  });

  it("leaves unknown placeholders visible and evaluates nothing", () => {
    expect(
      fillTemplate("{unknown} {constructor} {__proto__} ${name} {{name}} {na me}", {
        name: "A",
        service: null,
      }),
    ).toBe("{unknown} {constructor} {__proto__} $A {A} {na me}");
  });
});
