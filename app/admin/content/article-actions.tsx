import { useState } from "react";
import { contentUrlKey, type ContentDocument } from "@contracts/content";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "~/admin/api";

const editorHref = (key: string) => `/admin/content/${contentUrlKey(key)}`;

/** "New article": a slug, checked by the server, then the new article's editor. */
export function NewArticle() {
  const [slug, setSlug] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="New article"
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        api<ContentDocument>("/content-articles", { method: "POST", body: { slug } })
          .then((made) => window.location.assign(editorHref(made.key)))
          .catch((failure: unknown) => {
            setError((failure as Error).message);
            setBusy(false);
          });
      }}
    >
      <Field
        id="new-article-slug"
        label="New article's address: /insights/…"
        hint="Lowercase words and digits joined by hyphens, as in local-seo-tips"
        error={error}
        className="min-w-64 grow"
      >
        {(control) => (
          <input
            {...control}
            value={slug}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSlug(event.target.value.trim().toLowerCase())}
          />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={busy || !slug}>
        New article
      </Button>
    </form>
  );
}

/** An article's own actions: off the site as a draft (Unpublish), or out of the desk (Delete). */
export function ArticleRemoval({ document }: { document: ContentDocument }) {
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const run = (method: "POST" | "DELETE", then: () => void) => {
    setBusy(true);
    const url =
      method === "POST"
        ? `/content/${contentUrlKey(document.key)}/unpublish`
        : `/content/${contentUrlKey(document.key)}`;
    api(url, { method })
      .then(then)
      .catch((failure: unknown) => {
        setNotice((failure as Error).message);
        setBusy(false);
      });
  };
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2 border-t border-line pt-4">
      {!document.offSite && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => run("POST", () => window.location.reload())}
        >
          Unpublish
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Delete “${document.label}”? It leaves the site and this list.`))
            run("DELETE", () => window.location.assign("/admin/content"));
        }}
      >
        Delete article
      </Button>
      <p role="status" className="basis-full text-sm text-ink empty:hidden">
        {notice}
      </p>
    </div>
  );
}
