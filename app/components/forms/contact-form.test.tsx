import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contactUsPage } from "~/content/pages/contact-us";
import { submitForm } from "~/lib/submit-form";
import { ContactForm } from "./contact-form";

vi.mock("~/lib/submit-form", () => ({ submitForm: vi.fn() }));
const send = vi.mocked(submitForm);

function setup() {
  const user = userEvent.setup();
  render(
    <ContactForm
      endpoint="/api/forms/contact"
      content={contactUsPage.form}
      privacyHref="/privacy-policy"
    />,
  );
  const field = (name: RegExp) => screen.getByRole("textbox", { name });
  return {
    user,
    name: field(/your name/i),
    email: field(/email address/i),
    phone: field(/phone/i),
    message: field(/how can we help/i),
    submit: () => user.click(screen.getByRole("button", { name: /send message/i })),
  };
}

describe("ContactForm", () => {
  beforeEach(() => send.mockReset());

  it("posts natively to the endpoint, with the browser's own checks as the fallback", () => {
    const { name, email } = setup();
    const form = name.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/forms/contact");
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("title", "Name must be more than 3 characters!");
    expect(email).toHaveAttribute("type", "email");
  });

  it("blocks an invalid submit and shows both messages", async () => {
    const { name, email, submit } = setup();
    await submit();
    expect(name).toHaveAccessibleDescription("Name must be more than 3 characters!");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address!");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("accepts a three-letter name and sends the four fields and the honeypot", async () => {
    send.mockResolvedValue({ ok: true });
    const { user, name, email, phone, message, submit } = setup();
    await user.type(name, "Ali");
    await user.type(email, "ali@bluecrest.agency");
    await user.type(phone, "0300 1234567");
    await user.type(message, "Hello");
    await submit();
    expect(send).toHaveBeenCalledWith("/api/forms/contact", "contact", {
      name: "Ali",
      email: "ali@bluecrest.agency",
      phone: "0300 1234567",
      message: "Hello",
      _gotcha: "",
    });
    expect(await screen.findByRole("status")).toHaveTextContent(contactUsPage.form.sentHeading);
    expect(name).toHaveValue("");
    expect(message).toHaveValue("");
  });

  it("shows the sending state, then on failure the alert with every field kept", async () => {
    let finish: (value: Awaited<ReturnType<typeof submitForm>>) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, name, email, message, submit } = setup();
    await user.type(name, "Sara Khan");
    await user.type(email, "sara@example.org");
    await user.type(message, "Please call.");
    await submit();
    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    finish({ ok: false, reason: "status", status: 500 });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send message. Please try again later.",
    );
    expect(screen.getByRole("button", { name: /send message/i })).toBeEnabled();
    expect(name).toHaveValue("Sara Khan");
    expect(email).toHaveValue("sara@example.org");
    expect(message).toHaveValue("Please call.");
  });
});
