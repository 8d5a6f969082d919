import { currencies, type CurrencySums, type DealValue } from "@contracts/revenue";

const amount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** A deal's value as the desk writes it: "250,000 PKR". */
export const formatDeal = ({ value, currency }: DealValue) => `${amount.format(value)} ${currency}`;

/**
 * Sums in several currencies, each on its own ("250,000 PKR + 400 USD"): the desk holds no
 * exchange rates, so it never adds one currency to another. `none` when there is nothing.
 */
export function formatSums(sums: CurrencySums, none = "–") {
  const parts = currencies.flatMap((currency) => {
    const value = sums[currency];
    return value === undefined ? [] : [formatDeal({ value, currency })];
  });
  return parts.length > 0 ? parts.join(" + ") : none;
}
