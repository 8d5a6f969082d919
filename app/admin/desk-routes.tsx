import type { ReactNode } from "react";
import { ApplicantPage } from "./applicants/applicant-page";
import { ApplicantsPage } from "./applicants/applicants-page";
import { Audit } from "./audit";
import { BoardPage } from "./board/board-page";
import { ContentEditorPage } from "./content/content-editor-page";
import { ContentList } from "./content/content-list";
import { LeadView } from "./lead";
import { MediaLibraryPage } from "./media/media-library";
import { Leads } from "./leads";
import { OverviewPage } from "./overview/overview-page";
import { PersonView } from "./people/person-view";
import { Privacy } from "./privacy/privacy";
import { SignIn } from "./sign-in";
import { Templates } from "./workflow/templates";

/**
 * Every page of the desk, in one table: a path (`:id` stands for a record's number, `:key` for a
 * document's name) and the view it shows. The server answers every /admin URL with the same document, so this table, not the
 * server, decides what a URL shows; a new desk page is one line here.
 */
const deskRoutes: ReadonlyArray<{ path: string; view: (id: number, key: string) => ReactNode }> = [
  { path: "/admin/sign-in", view: () => <SignIn /> },
  { path: "/admin", view: () => <Leads /> },
  { path: "/admin/leads/:id", view: (id) => <LeadView id={id} /> },
  { path: "/admin/people/:id", view: (id) => <PersonView id={id} /> },
  { path: "/admin/board", view: () => <BoardPage /> },
  { path: "/admin/applicants", view: () => <ApplicantsPage /> },
  { path: "/admin/applicants/:id", view: (id) => <ApplicantPage id={id} /> },
  { path: "/admin/overview", view: () => <OverviewPage /> },
  { path: "/admin/content", view: () => <ContentList /> },
  { path: "/admin/content/:key", view: (_, key) => <ContentEditorPage documentKey={key} /> },
  { path: "/admin/templates", view: () => <Templates /> },
  { path: "/admin/privacy", view: () => <Privacy /> },
  { path: "/admin/audit", view: () => <Audit /> },
  { path: "/admin/media", view: () => <MediaLibraryPage /> },
];

/** A record's number in a path: digits only, so `/admin/leads/1e3` or `/admin/leads/-1` is no lead. */
const idPattern = /^[1-9]\d{0,15}$/;
/** A document's name in a path (contentUrlKey): lower-case words and dashes, one dot for its slash. */
const keyPattern = /^[a-z0-9][a-z0-9-]{0,80}(?:\.[a-z0-9][a-z0-9-]{0,80})?$/;

/**
 * The view for a URL's path (a trailing slash ignored), or undefined for no desk page.
 */
export function deskView(pathname: string): ReactNode | undefined {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  const path = pathname.slice(0, end);
  for (const route of deskRoutes) {
    const parameter = /\/:(id|key)$/.exec(route.path)?.[1];
    if (!parameter) {
      if (route.path === path) return route.view(0, "");
      continue;
    }
    const prefix = route.path.slice(0, -`:${parameter}`.length);
    if (!path.startsWith(prefix)) continue;
    const part = path.slice(prefix.length);
    if (parameter === "id" && idPattern.test(part)) return route.view(Number(part), "");
    if (parameter === "key" && keyPattern.test(part)) return route.view(0, part.replace(".", "/"));
  }
  return undefined;
}
