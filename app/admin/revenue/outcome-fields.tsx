import type { LeadStatus } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import { currencies, defaultCurrency, maxDealValue, type DealValue } from "@contracts/revenue";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * What a move to "won" or "lost" asks for: the deal's value and currency, or the reason from the
 * owner's list. The lead page and the board's cards draw them the same; `idPrefix` keeps each
 * form's ids its own.
 */
export function OutcomeFields({
  status,
  idPrefix,
  deal,
  reasons,
}: {
  status: LeadStatus;
  idPrefix: string;
  deal: DealValue | null | undefined;
  reasons: readonly string[];
}) {
  if (status === "won")
    return (
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <Field id={`${idPrefix}-value`} label="Value" tag="whole units">
          {(control) => (
            <input
              {...control}
              name="value"
              type="number"
              inputMode="numeric"
              min={0}
              max={maxDealValue}
              step={1}
              defaultValue={deal?.value}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-currency`} label="Currency">
          {(control) => (
            <select
              {...control}
              name="currency"
              defaultValue={deal?.currency ?? defaultCurrency}
              className={cn(control.className, "appearance-auto")}
            >
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
    );
  if (status === "lost")
    return (
      <Field id={`${idPrefix}-reason`} label="Why it was lost">
        {(control) => (
          <select
            {...control}
            name="lostReason"
            defaultValue=""
            className={cn(control.className, "appearance-auto")}
          >
            <option value="">No reason given</option>
            {reasons.map((reason) => (
              <option key={reason}>{reason}</option>
            ))}
          </select>
        )}
      </Field>
    );
  return null;
}

/** The status change a form of OutcomeFields asks for (an empty value or reason is none). */
export function outcomeBody(status: LeadStatus, form: HTMLFormElement): StatusBody {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  if (status === "won" && text("value") !== "")
    return {
      status,
      value: Number(text("value")),
      currency: text("currency") as (typeof currencies)[number],
    };
  if (status === "lost" && text("lostReason") !== "")
    return { status, lostReason: text("lostReason") };
  return { status };
}
