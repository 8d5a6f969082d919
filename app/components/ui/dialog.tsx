import { X } from "lucide-react";
import {
  useEffect,
  useImperativeHandle,
  useRef,
  type ReactNode,
  type Ref,
  type ToggleEvent,
} from "react";
import { cn } from "~/lib/cn";
import { afterNextPaint, lockPageScroll } from "~/lib/page-scroll-lock";

export interface DialogHandle {
  /** Opens the dialog as a modal and remembers what had focus, to return it on close. */
  open: () => void;
  close: () => void;
}

export interface DialogProps {
  /** Receives the open/close controls. */
  ref?: Ref<DialogHandle>;
  /** Called whenever the dialog closes: close icon, backdrop click, Escape or `close()`. */
  onClose?: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG dialog pattern) on a native popover in the top layer, as the
 * mobile menu is: the browser gives it its backdrop, closes it on Escape and on a click on the
 * backdrop (both ends of the click outside, so a text selection dragged out of the panel does
 * not close it). On top of that this keeps Tab cycling inside, moves focus to the element
 * marked `data-autofocus` (or the first control) once the dialog has painted, locks the page's
 * scroll once the dialog shows and returns focus to the opener on close.
 *
 * Not `<dialog>` with `showModal()`: that makes the rest of the page inert, and Chromium
 * restyles every element of the page for it; opening took ~500-800 ms under 4x CPU throttling
 * (decision 0041). `aria-modal` tells assistive technology the page behind is out of reach, and
 * the backdrop takes every click meant for it.
 *
 * It is driven imperatively (`ref.current.open()`), so its open state is the element's own
 * and can never lag behind a React render.
 */
export function Dialog({
  ref,
  onClose,
  labelledBy,
  describedBy,
  closeLabel = "Close dialog",
  className,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isOpen = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const unlockScroll = useRef<(() => void) | null>(null);

  const show = (panel: HTMLDivElement) => {
    isOpen.current = true;
    panel.showPopover();
    unlockScroll.current = afterNextPaint(lockPageScroll);
  };

  useImperativeHandle(ref, () => ({
    open() {
      const panel = panelRef.current;
      if (!panel || isOpen.current) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      show(panel);
      const target =
        panel.querySelector<HTMLElement>("[data-autofocus]") ??
        panel.querySelector<HTMLElement>(focusableSelector);
      // Focus after the dialog's first frame, not in the click: focusing forces the style and
      // layout of the dialog and the blur of the opener inside the press, before anything is
      // painted, and so delays that paint (the press's INP). A key pressed before then gets the
      // focus inside first; a visitor who has already put focus inside keeps it.
      const focusInside = () => {
        if (isOpen.current && !panel.contains(document.activeElement)) target?.focus();
      };
      document.addEventListener("keydown", focusInside, { capture: true, once: true });
      afterNextPaint(() => {
        document.removeEventListener("keydown", focusInside, { capture: true });
        focusInside();
        return () => undefined;
      });
    },
    close() {
      if (isOpen.current) panelRef.current?.hidePopover();
    },
  }));

  // On `beforetoggle`, which comes at once, not `toggle`, which the browser queues as a task: a
  // press on an opener can come before that task (input goes first), and would find the dialog
  // still marked open. A toggle event queued for a close and overtaken by a reopening is even
  // merged into one that says "open".
  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== "closed") return;
    isOpen.current = false;
    unlockScroll.current?.();
    unlockScroll.current = null;
    const opener = returnTo.current;
    returnTo.current = null;
    if (opener?.isConnected) opener.focus();
    onClose?.();
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // The server sent the page back open (a form refused without JavaScript,
    // server/forms/no-js-page.ts): a popover again, shown, with the visitor's focus left alone.
    if (panel.hasAttribute("data-open")) {
      panel.removeAttribute("data-open");
      panel.setAttribute("popover", "auto");
      show(panel);
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(focusableSelector)].filter(
        (element) => !element.closest("[hidden]"),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    panel.addEventListener("keydown", onKeyDown);
    return () => {
      panel.removeEventListener("keydown", onKeyDown);
      unlockScroll.current?.();
    };
  }, []);

  return (
    <div
      ref={panelRef}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onBeforeToggle={onBeforeToggle}
      className="dialog-modal"
    >
      <div className={cn("relative p-6 sm:p-8", className)}>
        <button
          type="button"
          onClick={() => panelRef.current?.hidePopover()}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-slate-text transition-colors hover:bg-brand-50 hover:text-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
