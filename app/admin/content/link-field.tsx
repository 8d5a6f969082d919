import { useState } from "react";
import type { ContentPath } from "@contracts/content";
import { Field } from "~/components/ui/field";
import { fieldId, pathKey, useContentForm } from "./form-context";

/** The addresses a link may hold besides the site's pages: the web over TLS, mail and phone. */
const outsideLink = /^(?:https:\/\/[^\s/]|mailto:\S|tel:\+?[\d\s()-]+$)/i;
const other = "__other__";

const outsideLinkMessage = "Start the address with https://, mailto: or tel:";

/**
 * A link: one of the site's pages from a list, or another address that only https:, mailto:
 * and tel: may begin (the server's schema holds the same rule; this says it while typing).
 */
export function LinkField({
  label,
  path,
  value,
  onChange,
}: {
  label: string;
  path: ContentPath;
  value: string;
  onChange: (next: string) => void;
}) {
  const { idPrefix, issues, pages } = useContentForm();
  const id = fieldId(idPrefix, path);
  const onSite = pages.some((page) => page.path === value);
  const [typing, setTyping] = useState(!onSite && value !== "");
  const showAddress = typing || (!onSite && value !== "");
  const refused = issues.get(pathKey(path));
  const typedWrong = showAddress && value !== "" && !outsideLink.test(value);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id} label={label} error={showAddress ? undefined : refused}>
        {(control) => (
          <select
            {...control}
            value={showAddress ? other : value}
            onChange={(event) => {
              const chosen = event.target.value;
              setTyping(chosen === other);
              onChange(chosen === other ? "" : chosen);
            }}
          >
            {!onSite && !showAddress && <option value="">Choose a page</option>}
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.label} ({page.path})
              </option>
            ))}
            <option value={other}>Another address…</option>
          </select>
        )}
      </Field>
      {showAddress && (
        <Field
          id={`${id}-address`}
          label={`${label}: address`}
          hint="https://…, mailto:… or tel:…"
          error={typedWrong ? outsideLinkMessage : refused}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => onChange(event.target.value.trim())}
            />
          )}
        </Field>
      )}
    </div>
  );
}
