import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { NavLink as NavLinkData } from "~/schema/common";
import { cn } from "~/lib/cn";

export interface ServicesMenuProps {
  item: NavLinkData;
  active: boolean;
  /** The panel's links (`ServicesMenuLinks`): static HTML the header island passes through. */
  children: ReactNode;
}

/**
 * The header's Services item: a link to the overview plus a disclosure button (the APG
 * "disclosure navigation menu" pattern). It opens on hover, on the button, and closes on
 * Escape, on a click outside and when focus leaves it. Without JavaScript, CSS hover opens it.
 */
export function ServicesMenu({ item, active, children }: ServicesMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and Escape belong to the whole disclosure; its controls are the button and links inside
    <li
      ref={rootRef}
      className="nav-dropdown relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        <a
          href={item.href}
          className={cn("nav-item", active && "nav-item-active")}
          aria-current={active ? "true" : undefined}
        >
          {item.label}
        </a>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // A mouse has usually opened the menu by hovering already, so its click keeps it open;
          // Enter and Space (a click with detail 0) toggle it, as the disclosure pattern asks.
          onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
          className="-ml-1 grid size-8 place-items-center rounded-full text-slate-text hover:bg-brand-50 hover:text-brand-700"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
          />
          <span className="sr-only">{`${item.label} menu`}</span>
        </button>
      </div>
      <div
        id={panelId}
        data-open={open || undefined}
        className="nav-dropdown-panel absolute top-full left-1/2 w-[34rem] -translate-x-1/2 pt-3"
      >
        {children}
      </div>
    </li>
  );
}

export interface ServicesMenuLinksProps {
  services: NavLinkData[];
  allServices: NavLinkData;
  /** The page being shown, to mark its service in the menu. */
  currentPath: string;
}

/** The Services panel's links: no state, so they reach the browser as HTML, not as props. */
export function ServicesMenuLinks({ services, allServices, currentPath }: ServicesMenuLinksProps) {
  return (
    <ul className="grid grid-cols-2 gap-1 rounded-card border border-line bg-white p-3 shadow-card-hover">
      {services.map((service) => (
        <li key={service.href}>
          <a
            href={service.href}
            aria-current={service.href === currentPath ? "page" : undefined}
            className={cn(
              "block rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700",
              service.href === currentPath && "bg-brand-50 text-brand-700",
            )}
          >
            {service.label}
          </a>
        </li>
      ))}
      <li className="col-span-2 mt-1 border-t border-line pt-2">
        <a
          href={allServices.href}
          className="block rounded-xl px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {allServices.label} →
        </a>
      </li>
    </ul>
  );
}
