import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface PhoneLinkProps {
  phone: { display: string; e164: string };
  className?: string;
  /** Shown before the number, e.g. an icon. */
  children?: ReactNode;
}

/** A tap-to-call link; the number never wraps across lines. */
export function PhoneLink({ phone, className, children }: PhoneLinkProps) {
  return (
    <a href={`tel:${phone.e164}`} className={cn("whitespace-nowrap", className)}>
      {children}
      {phone.display}
    </a>
  );
}
