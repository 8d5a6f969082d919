import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Audit } from "./audit";
import { LeadView } from "./lead";
import { Leads } from "./leads";
import { PersonView } from "./people/person-view";
import { Privacy } from "./privacy/privacy";
import { OverviewPage } from "./overview/overview-page";
import { Shell } from "./shell";
import { SignIn } from "./sign-in";
import { Templates } from "./workflow/templates";

/**
 * The desk's entry: client-rendered, separate from the site's islands and React Router build
 * (docs/decisions/0120). Each desk URL is a page load; the server serves this same document
 * for all of them, so the path picks the view.
 */
function Desk() {
  const path = window.location.pathname.replace(/(?<!\/)\/+$/, "") || "/admin";
  if (path === "/admin/sign-in") return <SignIn />;
  if (path === "/admin") return <Leads />;
  if (path === "/admin/audit") return <Audit />;
  if (path === "/admin/privacy") return <Privacy />;
  if (path === "/admin/templates") return <Templates />;
  if (path === "/admin/overview") return <OverviewPage />;
  const lead = /^\/admin\/leads\/(\d+)$/.exec(path)?.[1];
  if (lead) return <LeadView id={Number(lead)} />;
  const person = /^\/admin\/people\/(\d+)$/.exec(path)?.[1];
  if (person) return <PersonView id={Number(person)} />;
  return (
    <Shell title="Not found" current="">
      {() => (
        <p className="mt-4">
          No such desk page.{" "}
          <a href="/admin" className="font-semibold text-brand-700 underline">
            Back to the leads
          </a>
        </p>
      )}
    </Shell>
  );
}

const root = document.getElementById("desk");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Desk />
    </StrictMode>,
  );
