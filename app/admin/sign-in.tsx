import { useState, type FormEvent } from "react";
import type { SignInBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "./api";
import { panelClass } from "./shell";

export function SignIn() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      await api("/session", {
        method: "POST",
        body: {
          email: String(data.get("email")),
          password: String(data.get("password")),
        } satisfies SignInBody,
      });
      window.location.assign("/admin");
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <h1 className="text-h3 font-bold text-ink">Sign in to the lead desk</h1>
      <form
        className={`${panelClass} mt-6 grid gap-4`}
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? "sign-in-error" : undefined}
      >
        <Field id="email" label="E-mail">
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="username" required />
          )}
        </Field>
        <Field id="password" label="Password">
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </Field>
        <p id="sign-in-error" role="alert" className="min-h-5 text-sm font-semibold text-red-700">
          {error}
        </p>
        <Button type="submit" disabled={busy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
