import { useEffect, useState, type ReactNode } from "react";
import type { DeskRole, DeskSession } from "@contracts/desk";
import { Button } from "~/components/ui/button";
import { api, setCsrfToken } from "./api";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-semibold text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The desk's pages in its navigation, in the order an owner works: [page, path, label, the role
 * it needs]. An editor is shown only the pages an editor may use.
 */
const deskPages = [
  ["leads", "/admin", "Leads", "owner"],
  ["board", "/admin/board", "Board", "owner"],
  ["applicants", "/admin/applicants", "Applicants", "owner"],
  ["overview", "/admin/overview", "Overview", "owner"],
  ["content", "/admin/content", "Content", "editor"],
  ["templates", "/admin/templates", "Saved replies", "owner"],
  ["privacy", "/admin/privacy", "Privacy", "owner"],
  ["audit", "/admin/audit", "Audit log", "owner"],
  ["media", "/admin/media", "Media", "editor"],
] as const satisfies ReadonlyArray<readonly [string, string, string, DeskRole]>;

type DeskPage = (typeof deskPages)[number][0];

const mayUse = (session: DeskSession, needs: DeskRole) =>
  needs === "editor" || session.role === "owner";

/** The role a page needs: its navigation entry's, else an owner's, so a new page starts closed. */
const roleOf = (current: DeskPage | "", role: DeskRole | undefined): DeskRole =>
  role ?? deskPages.find(([page]) => page === current)?.[3] ?? "owner";

/** The signed-in frame of every desk page: header, navigation, sign-out, the page's main. */
export function Shell({
  title,
  current,
  opensTo,
  children,
}: {
  title: string;
  current: DeskPage | "";
  /** Who may see the page; by default its navigation entry's role, else owners only. */
  opensTo?: DeskRole;
  children: (session: DeskSession) => ReactNode;
}) {
  const [session, setSession] = useState<DeskSession>();
  const needs = roleOf(current, opensTo);

  useEffect(() => {
    document.title = `${title} · Lead desk`;
    api<DeskSession>("/session")
      .then((found) => {
        // An editor sent to an owner's page (the desk's first page is the leads) goes to the
        // first page an editor may use instead.
        const elsewhere = deskPages.find(([, , , pageRole]) => mayUse(found, pageRole));
        if (!mayUse(found, needs) && elsewhere) return window.location.replace(elsewhere[1]);
        setCsrfToken(found.csrfToken);
        setSession(found);
      })
      .catch(() => window.location.assign("/admin/sign-in"));
  }, [title, needs]);

  const signOut = async () => {
    await api("/session", { method: "DELETE" }).catch(() => undefined);
    window.location.assign("/admin/sign-in");
  };

  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-navy text-white">
        <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
          <p className="text-base font-bold">Lead desk</p>
          <nav aria-label="Desk" className="flex flex-wrap gap-1">
            {deskPages
              .filter(([, , , pageRole]) => session && mayUse(session, pageRole))
              .map(([page, href, label]) => (
                <a
                  key={page}
                  href={href}
                  className={linkClass}
                  aria-current={current === page ? "page" : undefined}
                >
                  {label}
                </a>
              ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {session && (
              <span className="hidden text-sm text-white/80 sm:inline">{session.email}</span>
            )}
            <Button variant="light" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-content px-4 py-6 md:px-6 md:py-8">
        <h1 className="text-h3 font-bold text-ink">{title}</h1>
        {session && mayUse(session, needs) ? (
          children(session)
        ) : session ? (
          <p className="mt-4 text-slate-text">This page is for the desk&rsquo;s owners.</p>
        ) : (
          <p role="status" className="mt-4 text-slate-text">
            Loading…
          </p>
        )}
      </main>
    </>
  );
}

export const panelClass = "rounded-card border border-line bg-white p-4 shadow-card md:p-6";
