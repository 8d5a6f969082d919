import { buttonClassName } from "~/components/ui/button";

/**
 * Links to the newer and older pages of the list, keeping its filter. `atLeast`: the count
 * stopped at the cap under a search, so there may be more pages than `pages` ("of 22+"); `more`
 * says whether an older page follows.
 */
export function LeadPager({
  page,
  pages,
  atLeast,
  more,
  query,
}: {
  page: number;
  pages: number;
  atLeast: boolean;
  more: boolean;
  query: URLSearchParams;
}) {
  const pageHref = (target: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(target));
    return `/admin?${next.toString()}`;
  };

  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 && (
        <a href={pageHref(page - 1)} className={buttonClassName("secondary", "sm")}>
          Newer
        </a>
      )}
      <span>
        Page {page} of {pages}
        {atLeast ? "+" : ""}
      </span>
      {more && (
        <a href={pageHref(page + 1)} className={buttonClassName("secondary", "sm")}>
          Older
        </a>
      )}
    </nav>
  );
}
