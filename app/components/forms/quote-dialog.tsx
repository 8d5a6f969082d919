import { Mail, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { QuoteService } from "@contracts/forms";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/plain-click";
import { paths } from "~/lib/paths";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { Dialog, type DialogHandle } from "~/components/ui/dialog";
import { QuoteForm, type QuoteFormProps } from "./quote-form";
import { PhoneLink } from "~/components/ui/phone-link";

/**
 * The page's quote dialog and its buttons are separate islands (separate React roots), so the
 * dialog announces its opener here, in module state both share, rather than through context.
 */
let openQuoteDialog: (() => void) | null = null;
const listeners = new Set<() => void>();
const setQuoteDialogOpener = (open: (() => void) | null) => {
  openQuoteDialog = open;
  listeners.forEach((listener) => listener());
};
const subscribeToOpener = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface QuoteDialogProps {
  endpoint: string;
  /** The path of the page the dialog is on (a service page): a failed post returns there. */
  page: string;
  phone: { display: string; e164: string };
  email: string;
  defaultService?: QuoteService;
  /** For tests: replaces the network call. */
  send?: QuoteFormProps["send"];
}

/**
 * The page's one quote dialog; every QuoteButton on the page opens it. After a request has
 * been sent, closing the dialog resets the form so the next opening starts fresh.
 */
export function QuoteDialog({
  endpoint,
  page,
  phone,
  email,
  defaultService,
  send,
}: QuoteDialogProps) {
  const headingId = useId();
  const dialog = useRef<DialogHandle>(null);
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    setQuoteDialogOpener(() => dialog.current?.open());
    return () => setQuoteDialogOpener(null);
  }, []);

  const onClose = () => {
    if (!sent) return;
    setSent(false);
    setFormKey((key) => key + 1);
  };

  return (
    <Dialog ref={dialog} onClose={onClose} labelledBy={headingId} closeLabel="Close quote request">
      <h2 id={headingId} className="pr-10 text-h2 text-ink">
        Request A Quote
      </h2>
      <p className="mt-2 text-slate-text">
        Tell us a little about your project and we will reply within one working day.
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <li>
          <PhoneLink
            phone={phone}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
          </PhoneLink>
        </li>
        <li>
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {email}
          </a>
        </li>
      </ul>
      <div className="mt-4 border-t border-line pt-6">
        <QuoteForm
          key={formKey}
          endpoint={endpoint}
          page={page}
          defaultService={defaultService ?? ""}
          send={send}
          onSent={() => setSent(true)}
          onDone={() => dialog.current?.close()}
        />
      </div>
    </Dialog>
  );
}

export interface QuoteButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Where the control leads without JavaScript: the contact page and its working form. */
  fallbackHref?: string;
  label?: string;
}

/**
 * `Request A Quote`. In the prerendered HTML it is a link to the contact page, whose form
 * works without JavaScript; once the page's QuoteDialog is live it becomes a button opening it.
 */
export function QuoteButton({
  variant = "gradient",
  size = "lg",
  className,
  fallbackHref = paths.contactUs,
  label = "Request A Quote",
}: QuoteButtonProps) {
  const openDialog = useSyncExternalStore(
    subscribeToOpener,
    () => openQuoteDialog,
    () => null,
  );
  // One element throughout, a link that acts as a button once the dialog is live: swapping the
  // link for a <button> then could fall between a visitor's press and release, and the click
  // would be lost. A modified click still opens the contact page, as a link does.
  return (
    <a
      href={fallbackHref}
      className={cn(buttonClassName(variant, size), className)}
      role={openDialog ? "button" : undefined}
      aria-haspopup={openDialog ? "dialog" : undefined}
      onClick={(event) => {
        if (!openDialog || !isPlainClick(event)) return;
        event.preventDefault();
        openDialog();
      }}
      onKeyDown={(event) => {
        // Enter already clicks a link; a button also answers the space bar.
        if (!openDialog || event.key !== " ") return;
        event.preventDefault();
        openDialog();
      }}
    >
      {label}
    </a>
  );
}
