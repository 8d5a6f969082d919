import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "gradient" | "secondary" | "ghost-light";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[transform,box-shadow,background-color,color] duration-200 ease-out-soft hover:-translate-y-0.5 disabled:pointer-events-none disabled:opacity-60 motion-reduce:hover:translate-y-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-card hover:bg-brand-700 hover:shadow-card-hover",
  gradient: "bg-cta-gradient text-white shadow-card hover:shadow-card-hover",
  secondary:
    "border border-brand-200 bg-white text-brand-700 hover:border-brand-400 hover:bg-brand-50",
  "ghost-light": "border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export const buttonClassName = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  cn(base, variants[variant], sizes[size]);

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A button that looks like a button. For navigation use ButtonLink. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: CommonProps & ComponentProps<"button">) {
  return (
    <button type={type} className={cn(buttonClassName(variant, size), className)} {...props} />
  );
}

/** A link styled as a button; internal paths use the router, external ones open safely in a new tab. */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
}: CommonProps & { href: string; className?: string }) {
  const classes = cn(buttonClassName(variant, size), className);
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={classes}>
      {children}
    </Link>
  );
}
