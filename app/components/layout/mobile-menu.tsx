import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { NavLink as NavLinkData } from "~/schema/common";
import { cn } from "~/lib/cn";
import { lockPageScroll } from "~/lib/page-scroll-lock";

export interface MobileMenuProps {
  /** The panel's links (`MobileMenuLinks`): static HTML the header island passes through. */
  children: ReactNode;
}

const focusableSelector = "a[href], button:not([disabled])";

/**
 * The small-screen menu: a panel sliding in from the right. It is a native popover, so it
 * opens, closes on Escape and closes on an outside tap even before JavaScript loads; once
 * hydrated it also behaves as a modal dialog (focus kept inside, page scroll locked, focus
 * returned to the hamburger).
 */
export function MobileMenu({ children }: MobileMenuProps) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return lockPageScroll();
  }, [open]);

  const onToggle = (event: { newState: string }) => {
    const isOpen = event.newState === "open";
    setOpen(isOpen);
    if (!isOpen && panelRef.current?.contains(document.activeElement)) openerRef.current?.focus();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab is kept inside the modal panel, as the APG dialog pattern asks */}
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onToggle={onToggle}
        onKeyDown={keepFocusInside}
        className="mobile-menu"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="font-display text-lg font-bold">Menu</span>
          <button
            type="button"
            data-autofocus
            popoverTarget={panelId}
            popoverTargetAction="hide"
            className="grid size-11 place-items-center rounded-full hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="overflow-y-auto px-3 py-4">
          {children}
        </nav>
      </div>
    </>
  );
}

export interface MobileMenuLinksProps {
  items: NavLinkData[];
  services: NavLinkData[];
  allServices: NavLinkData;
  cta: NavLinkData;
  activeHref?: string;
  /** The page being shown, to mark its service in the menu. */
  currentPath: string;
}

/** The small-screen menu's links: no state, so they reach the browser as HTML, not as props. */
export function MobileMenuLinks({
  items,
  services,
  allServices,
  cta,
  activeHref,
  currentPath,
}: MobileMenuLinksProps) {
  return (
    <>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={cn(
                "block rounded-xl px-4 py-3 font-semibold text-ink hover:bg-brand-50",
                item.href === activeHref && "bg-brand-50 text-brand-700",
              )}
              aria-current={item.href === activeHref ? "true" : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-5 px-4 text-xs font-semibold tracking-[0.14em] text-slate-text uppercase">
        Services
      </p>
      <ul className="mt-2 space-y-0.5">
        {services.map((service) => (
          <li key={service.href}>
            <a
              href={service.href}
              aria-current={service.href === currentPath ? "page" : undefined}
              className={cn(
                "block rounded-xl px-4 py-2.5 text-[0.95rem] text-ink hover:bg-brand-50",
                service.href === currentPath && "bg-brand-50 font-semibold text-brand-700",
              )}
            >
              {service.label}
            </a>
          </li>
        ))}
        <li>
          <a
            href={allServices.href}
            className="block rounded-xl px-4 py-2.5 text-[0.95rem] font-semibold text-brand-700 hover:bg-brand-50"
          >
            {allServices.label} →
          </a>
        </li>
      </ul>
      <a
        href={cta.href}
        className="mt-6 block rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
      >
        {cta.label}
      </a>
    </>
  );
}
