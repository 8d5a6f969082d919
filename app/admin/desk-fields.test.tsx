import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { fieldControlClassName } from "~/components/ui/field";
import { EraseByEmail } from "./erase-by-email";
import { LeadFilters } from "./lead-filters";
import { SignIn } from "./sign-in";

/** The desk's forms draw their fields with the site's one field component, as its forms do. */
describe("the desk's fields", () => {
  const look = fieldControlClassName(false).split(" ");

  it.each<[string, ReactElement, string[]]>([
    ["the sign-in form", <SignIn />, ["E-mail", "Password"]],
    [
      "the list's filters",
      <LeadFilters query={new URLSearchParams("status=won&campaign=launch")} />,
      ["Search name, e-mail, message", "Form", "Campaign (utm_campaign)", "From", "To"],
    ],
    ["the erasure form", <EraseByEmail />, ["E-mail address"]],
  ])(
    "%s: each control labelled, with its message region, in the site's look",
    (_, form, labels) => {
      const { container } = render(form);
      const controls = [
        ...container.querySelectorAll("input:not([type=hidden]), select, textarea"),
      ];
      expect(
        controls.map((control) => (control as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(labels);
      for (const control of controls) {
        expect([...control.classList]).toEqual(expect.arrayContaining(look));
        expect(container.querySelector(`#${control.id}-error`)).toHaveAttribute(
          "aria-live",
          "polite",
        );
      }
    },
  );
});
