import { Mail, Phone } from "lucide-react";
import { createContext, use, useCallback, useId, useRef, useState, type ReactNode } from "react";
import type { QuoteService } from "../../../contracts/forms";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "../ui/button";
import { Dialog, type DialogHandle } from "../ui/dialog";
import { QuoteForm, type QuoteFormProps } from "./quote-form";
import { PhoneLink } from "../ui/phone-link";
import { useHydrated } from "../../lib/use-hydrated";

const QuoteDialogContext = createContext<(() => void) | null>(null);

export interface QuoteDialogProviderProps {
  endpoint: string;
  phone: { display: string; e164: string };
  email: string;
  defaultService?: QuoteService;
  /** For tests: replaces the network call. */
  send?: QuoteFormProps["send"];
  children: ReactNode;
}

/**
 * Holds the page's one quote dialog; every QuoteButton inside opens it. After a request has
 * been sent, closing the dialog resets the form so the next opening starts fresh.
 */
export function QuoteDialogProvider({
  endpoint,
  phone,
  email,
  defaultService,
  send,
  children,
}: QuoteDialogProviderProps) {
  const headingId = useId();
  const dialog = useRef<DialogHandle>(null);
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const openDialog = useCallback(() => dialog.current?.open(), []);

  const onClose = () => {
    if (!sent) return;
    setSent(false);
    setFormKey((key) => key + 1);
  };

  return (
    <QuoteDialogContext value={openDialog}>
      {children}
      <Dialog
        ref={dialog}
        onClose={onClose}
        labelledBy={headingId}
        closeLabel="Close quote request"
      >
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
            defaultService={defaultService ?? ""}
            send={send}
            onSent={() => setSent(true)}
            onDone={() => dialog.current?.close()}
          />
        </div>
      </Dialog>
    </QuoteDialogContext>
  );
}

export interface QuoteButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Where the control leads without JavaScript: the contact page and its working form. */
  fallbackHref?: string;
  children?: ReactNode;
}

/**
 * `Request A Quote`. In the prerendered HTML it is a link to the contact page, whose form
 * works without JavaScript; once the page is hydrated it becomes a button opening the dialog.
 */
export function QuoteButton({
  variant = "gradient",
  size = "lg",
  className,
  fallbackHref = paths.contactUs,
  children = "Request A Quote",
}: QuoteButtonProps) {
  const openDialog = use(QuoteDialogContext);
  const hydrated = useHydrated();
  const classes = cn(buttonClassName(variant, size), className);
  if (!openDialog || !hydrated) {
    return (
      <a href={fallbackHref} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" aria-haspopup="dialog" onClick={openDialog} className={classes}>
      {children}
    </button>
  );
}
