import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("labels its control, and ties the hint to it", () => {
    render(
      <Field id="city" label="City" tag="optional" hint="Where you work from">
        {(control) => <input {...control} name="city" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: /City/ });
    expect(input).toHaveAccessibleDescription("Where you work from");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows its message in a live region tied to the control, and marks the control invalid", () => {
    render(
      <Field id="email" label="Email" error="Please enter a valid email address!">
        {(control) => <input {...control} name="email" type="email" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address!");
    expect(document.getElementById("email-error")).toHaveAttribute("aria-live", "polite");
  });

  it("draws a select or a textarea as it draws an input", () => {
    render(
      <>
        <Field id="service" label="Service">
          {(control) => (
            <select {...control} name="service">
              <option value="">Not sure yet</option>
            </select>
          )}
        </Field>
        <Field id="message" label="Message">
          {(control) => <textarea {...control} name="message" />}
        </Field>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Service" }).className).toBe(
      screen.getByRole("textbox", { name: "Message" }).className,
    );
  });
});
