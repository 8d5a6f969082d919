import { useEffect, useState } from "react";
import { contentUrlKey, type ContentGroup, type ContentSummary } from "@contracts/content";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";
import { NewArticle } from "./article-actions";

/** The list's groups, in the order an owner looks for them. */
const groups: ReadonlyArray<readonly [ContentGroup, string]> = [
  ["Pages", "Pages"],
  ["Services", "Services"],
  ["Portfolio", "Portfolio"],
  ["Insights", "Insights: the articles"],
  ["Site", "The whole site: company, navigation, footer"],
];

export const contentHref = (key: string) => `/admin/content/${contentUrlKey(key)}`;

/** Where a document stands, in words: live, a draft waiting, a publish set for a time. */
export function contentState(document: ContentSummary): string {
  const parts = [
    document.offSite
      ? "Not on the site"
      : document.liveVersion === null
        ? "As shipped"
        : `Version ${document.liveVersion} live`,
  ];
  if (document.hasDraft) parts.push("draft not published");
  if (document.scheduled) parts.push(`publishes ${formatTime(document.scheduled.at)}`);
  return parts.join(" · ");
}

/** The Content section: every page by its name and every collection, each opening its editor. */
export function ContentList() {
  return (
    <Shell title="Content" current="content">
      {() => <Documents />}
    </Shell>
  );
}

function Documents() {
  const [documents, setDocuments] = useState<ContentSummary[]>();
  const [notice, setNotice] = useState("");
  useEffect(() => {
    api<{ documents: ContentSummary[] }>("/content")
      .then((found) => setDocuments(found.documents))
      .catch((failure: unknown) => setNotice((failure as Error).message));
  }, []);

  if (!documents)
    return (
      <p role="status" className="mt-4 text-slate-text">
        {notice || "Loading…"}
      </p>
    );
  return (
    <>
      <p className="mt-2 max-w-prose text-sm text-slate-text">
        Every word of the site. Open a page to edit it: save a draft, preview it, publish it.
      </p>
      {groups.map(([group, title]) => {
        const inGroup = documents.filter((document) => document.group === group);
        if (inGroup.length === 0 && group !== "Insights") return null;
        return (
          <PanelSection key={group} id={`content-${group.toLowerCase()}`} title={title}>
            <ul className="mt-3 divide-y divide-line">
              {inGroup.map((document) => (
                <li
                  key={document.key}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                >
                  <a
                    href={contentHref(document.key)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {document.label}
                  </a>
                  <span className="text-sm text-slate-text">{contentState(document)}</span>
                </li>
              ))}
            </ul>
            {group === "Insights" && <NewArticle />}
          </PanelSection>
        );
      })}
    </>
  );
}
