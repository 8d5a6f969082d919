import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { deskView } from "./desk-routes";
import { Shell } from "./shell";

/**
 * The desk's entry: client-rendered, separate from the site's islands and React Router build, so
 * no byte of the desk reaches a public page. Each desk URL is a page load; the server serves this
 * same document for all of them, and the path picks the view from the desk's route table.
 */
function Desk() {
  const view = deskView(window.location.pathname);
  if (view !== undefined) return view;
  return (
    <Shell title="Not found" current="" opensTo="editor">
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
