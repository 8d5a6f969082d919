import { useState } from "react";
import type { Erasure } from "@contracts/desk";
import type { EraseBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "./api";
import { PanelSection } from "./panel-section";

/** A deletion request: every lead of one address erased, after the owner confirms. */
export function EraseByEmail() {
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState("");

  const erase = async () => {
    try {
      const { erased } = await api<Erasure>("/erase", {
        method: "POST",
        body: { email } satisfies EraseBody,
      });
      setResult(`Erased ${erased} ${erased === 1 ? "lead" : "leads"} of ${email}.`);
      setEmail("");
    } catch (error) {
      setResult((error as Error).message);
    }
    setConfirming(false);
  };

  return (
    <PanelSection id="erase" title="Erase a person's leads" className="mt-6">
      <p className="mt-1 text-sm text-slate-text">
        For a deletion request: every lead, note and delivery of one e-mail address. Logged in the
        audit log.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setResult("");
          setConfirming(true);
        }}
      >
        <Field id="erase-email" label="E-mail address" className="min-w-64 grow">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setConfirming(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Erase…
        </Button>
      </form>
      {confirming && (
        <div
          role="group"
          aria-label="Confirm erasure"
          className="mt-3 flex flex-wrap items-center gap-3"
        >
          <p className="text-sm font-semibold text-red-800">
            Erase every lead of {email}? This cannot be undone.
          </p>
          <Button onClick={() => void erase()} className="bg-red-700 hover:bg-red-800">
            Erase for good
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      <p role="status" className="mt-2 text-sm">
        {result}
      </p>
    </PanelSection>
  );
}
