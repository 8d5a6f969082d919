import { buttonClassName } from "~/components/ui/button";

/** Links to the newer and older pages of the list, keeping its filter. */
export function LeadPager({
  page,
  pages,
  query,
}: {
  page: number;
  pages: number;
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
      </span>
      {page < pages && (
        <a href={pageHref(page + 1)} className={buttonClassName("secondary", "sm")}>
          Older
        </a>
      )}
    </nav>
  );
}
