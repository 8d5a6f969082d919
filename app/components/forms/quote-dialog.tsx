import { Mail, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { QuoteService } from "@contracts/forms";
import { cn } from "~/lib/cn";
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
const setQuoteDialogOpener = (open: (() => void) | null) => {
  openQuoteDialog = open;
};

export interface QuoteDialogProps {
  endpoint: string;
  /** The path of the page the dialog is on (a service page): a failed post returns there. */
  page: string;
  phone: { display: string; e164: string };
  email: string;
  defaultService?: QuoteService;
  /** The optional brief's label and hint, as the contact form has them. */
  brief?: QuoteFormProps["brief"];
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
  brief,
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
          brief={brief}
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
 * `Request A Quote`: a button that opens the page's quote dialog, announced as such from the first
 * paint: a link that became a button would change its role under a screen reader's focus
 * (decision 0041). It sends a form of its own to the contact page, so without JavaScript, or before
 * the dialog is live, it leads to the contact form, which works without JavaScript. A press before
 * its island is live is held by the page's loader and made again once it is, or followed to the
 * contact page if the script does not come.
 */
export function QuoteButton({
  variant = "gradient",
  size = "lg",
  className,
  fallbackHref = paths.contactUs,
  label = "Request A Quote",
}: QuoteButtonProps) {
  return (
    <form
      action={fallbackHref}
      className="contents"
      onSubmit={(event) => {
        // Read when pressed: the dialog, another island, may have gone live after this one.
        if (!openQuoteDialog) return;
        event.preventDefault();
        openQuoteDialog();
      }}
    >
      <button
        type="submit"
        aria-haspopup="dialog"
        className={cn(buttonClassName(variant, size), className)}
      >
        {label}
      </button>
    </form>
  );
}
