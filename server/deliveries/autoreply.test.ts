import { describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { autoreplyMessageId, buildAutoreply, type AutoreplySettings } from "./mailer";

const settings: AutoreplySettings = {
  from: "Website <website@company.example>",
  replyTo: "team@company.example",
  companyName: "Real Co",
  companyPhone: "+92 51 111 222",
  companyEmail: "hello@company.example",
  siteHost: "www.company.example",
};

describe("the autoresponder's mail", () => {
  it("fills the identity's template and answers the visitor, once per lead", () => {
    const mail = buildAutoreply(
      { id: 9, nonce: "5f0c", name: "Ali Raza", email: "ali@example.agency" },
      identity.autoresponder,
      settings,
    );
    expect(mail).toMatchObject({
      to: { name: "Ali Raza", address: "ali@example.agency" },
      replyTo: "team@company.example",
      subject: "Thank you for contacting Real Co",
      messageId: "<autoreply-9.5f0c@www.company.example>",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    expect(mail?.text).toContain("Hello Ali Raza,");
    expect(mail?.text).toContain("call us on +92 51 111 222 or write to hello@company.example");
    expect(mail?.text).not.toMatch(/\{\w+\}/);
    // Another lead's, however it is numbered (another install's lead 9 has another nonce).
    for (const other of [
      { id: 10, nonce: "5f0c" },
      { id: 9, nonce: "77aa" },
    ])
      expect(mail?.messageId).not.toBe(autoreplyMessageId(other, "www.company.example"));
    // A lead stored before nonces keeps the Message-ID its autoreply already had.
    expect(autoreplyMessageId({ id: 9, nonce: null }, "www.company.example")).toBe(
      "<autoreply-9@www.company.example>",
    );
  });

  it("greets a lead without a name, and never lets a name reach a header as a new line", () => {
    const template = { subject: "Thanks, {name}", text: "Hi {name} from {company}" };
    expect(
      buildAutoreply({ id: 1, nonce: null, name: null, email: "a@b.co" }, template, settings)
        ?.subject,
    ).toBe("Thanks, there");
    const injected = buildAutoreply(
      { id: 1, nonce: null, name: "Ali\r\nBcc: victim@example.net", email: "a@b.co" },
      template,
      settings,
    );
    // A stored name that would not pass the form's rules is left out, not flattened in.
    expect(injected?.subject).not.toMatch(/[\r\n]/);
    expect(JSON.stringify(injected?.to)).not.toMatch(/victim/);
  });

  it("has no mail for a lead without a usable address", () => {
    const template = identity.autoresponder;
    expect(
      buildAutoreply({ id: 1, nonce: null, name: "Ali", email: null }, template, settings),
    ).toBeUndefined();
    expect(
      buildAutoreply(
        { id: 1, nonce: null, name: "Ali", email: "a@b.co, c@d.co" },
        template,
        settings,
      ),
    ).toBeUndefined();
  });
});
