import { isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { Audit } from "./audit";
import { ContentEditorPage } from "./content/content-editor-page";
import { ContentList } from "./content/content-list";
import { deskView } from "./desk-routes";
import { LeadView } from "./lead";
import { Leads } from "./leads";
import { OverviewPage } from "./overview/overview-page";
import { PersonView } from "./people/person-view";
import { SignIn } from "./sign-in";

const viewOf = (path: string) => {
  const view = deskView(path);
  return isValidElement(view) ? (view as ReactElement<{ id?: number }>) : undefined;
};

describe("the desk's route table", () => {
  it("shows each page's view, a trailing slash ignored", () => {
    expect(viewOf("/admin")?.type).toBe(Leads);
    expect(viewOf("/admin/")?.type).toBe(Leads);
    expect(viewOf("/admin/sign-in")?.type).toBe(SignIn);
    expect(viewOf("/admin/overview/")?.type).toBe(OverviewPage);
    expect(viewOf("/admin/audit")?.type).toBe(Audit);
  });

  it("passes a record's number to its view", () => {
    const lead = viewOf("/admin/leads/42");
    expect(lead?.type).toBe(LeadView);
    expect(lead?.props.id).toBe(42);
    const person = viewOf("/admin/people/7/");
    expect(person?.type).toBe(PersonView);
    expect(person?.props.id).toBe(7);
  });

  it("passes a document's name to the content editor, its slash spelled as a dot", () => {
    const editor = isValidElement(deskView("/admin/content/pages.home"))
      ? (deskView("/admin/content/pages.home") as ReactElement<{ documentKey?: string }>)
      : undefined;
    expect(editor?.type).toBe(ContentEditorPage);
    expect(editor?.props.documentKey).toBe("pages/home");
    expect(viewOf("/admin/content")?.type).toBe(ContentList);
    for (const path of [
      "/admin/content/pages%2Fhome",
      "/admin/content/a.b.c",
      "/admin/content/Pages",
    ])
      expect(deskView(path), path).toBeUndefined();
  });

  it("has no view for an unknown page or a number that is no record's", () => {
    for (const path of [
      "/admin/nope",
      "/admin/leads/",
      "/admin/leads/0",
      "/admin/leads/-1",
      "/admin/leads/1e3",
      "/admin/leads/12/extra",
      "/admin/leads/99999999999999999999",
      "/admin/auditx",
    ])
      expect(deskView(path), path).toBeUndefined();
  });
});
