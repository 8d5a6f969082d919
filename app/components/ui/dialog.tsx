import { X } from "lucide-react";
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  type ReactNode,
  type Ref,
} from "react";
import { cn } from "~/lib/cn";

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
 * A modal dialog on the native <dialog> element (WAI-ARIA APG dialog pattern). showModal()
 * makes the rest of the page inert and gives Escape for free; on top of that this keeps Tab
 * cycling inside, closes on a backdrop click, moves focus to the element marked
 * `data-autofocus` (or the first control) and returns it to the opener on close. Page scroll
 * is locked by CSS while a `.dialog-modal` is open (see app.css).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useImperativeHandle(ref, () => ({
    open() {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      const target =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        dialog.querySelector<HTMLElement>(focusableSelector);
      target?.focus();
    },
    close() {
      dialogRef.current?.close();
    },
  }));

  const handleClosed = useEffectEvent(() => {
    const opener = returnTo.current;
    returnTo.current = null;
    if (opener?.isConnected) opener.focus();
    onClose?.();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let pressedOnBackdrop = false;
    // A click whose target is the <dialog> itself landed on its ::backdrop: the panel inside
    // covers the whole box. Both ends of the click must be outside, so a text selection
    // dragged out of the panel does not close it.
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop) dialog.close();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
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
    const onNativeClose = () => handleClosed();
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("close", onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="dialog-modal"
    >
      <div className={cn("relative p-6 sm:p-8", className)}>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-slate-text transition-colors hover:bg-brand-50 hover:text-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
