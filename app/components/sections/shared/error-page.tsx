import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export interface ErrorPageProps {
  title: string;
  /** The status text ("404 Not Found") or the error's message. */
  detail: string;
  intro?: string;
  homeLabel?: string;
}

/** The generic error screen: unknown URLs and failing pages both land here. */
export function ErrorPage({
  title,
  detail,
  intro,
  homeLabel = "Back to the home page",
}: ErrorPageProps) {
  return (
    <section className="bg-surface-muted">
      <Container className="flex min-h-[60vh] flex-col items-start justify-center gap-6 py-20">
        <p className="rounded-full bg-brand-100 px-4 py-1.5 font-mono text-sm font-semibold text-brand-800">
          {detail}
        </p>
        <h1 className="text-h1">{title}</h1>
        {intro && <p className="max-w-prose text-lead text-slate-text">{intro}</p>}
        <ButtonLink href="/" variant="primary" size="lg">
          <Home aria-hidden="true" className="size-5" />
          {homeLabel}
        </ButtonLink>
      </Container>
    </section>
  );
}

/** Turns whatever a route threw into the line the error page shows. */
export function describeError(error: unknown): string {
  if (error && typeof error === "object" && "status" in error && "statusText" in error) {
    const { status, statusText } = error as { status: number; statusText: string };
    return `${status} ${statusText || "Error"}`.trim();
  }
  if (error instanceof Error) return error.message;
  return "Unknown error";
}
