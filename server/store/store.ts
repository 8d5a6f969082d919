import type { FormName } from "@contracts/forms";
import type { AuditStore } from "./audit/audit";
import type { DeliveryStore } from "./deliveries/deliveries";
import type { DeskStore } from "./desk/desk";
import type { IntakeStore } from "./intake/intake";
import type { OverviewStore } from "./overview/overview";
import type { OwnerStore } from "./owners/owners";
import type { PeopleStore } from "./people/people";
import type { VisitStore } from "./visits/visits";
import type { WorkflowStore } from "./workflow/workflow";

/**
 * The one storage interface of the server. SQLite (embedded default) and PostgreSQL (chosen
 * with DATABASE_URL) implement it; every caller — the form endpoint, the delivery worker, the
 * lead desk, the scripts — speaks only to this, and one test suite runs against both.
 * Every write that the visitor is answered for is committed (durable) before its promise
 * resolves.
 */

/** A lead is stored as the desk's API sends it: those shapes are the desk's contract. */
export type {
  Attribution,
  AuditEntry,
  Delivery,
  DeliveryKind,
  Lead,
  LeadDetail,
  LeadNote,
  LeadStatus,
  LeadVisit,
} from "@contracts/desk";

/** Secret keys every server on this store shares: the time tokens' (by week), the audit log's. */
export interface KeyStore {
  /**
   * The keys named `name` of each of `periods`: a missing one is made from `fresh()` by the
   * first server to ask and read by every other, in one transaction, so all the servers on
   * this store (and the same server after a restart) sign and check with the same keys, however
   * many ask at once. Keys of `name` of periods before `dropBefore` are deleted first.
   */
  sharedKeys(
    name: string,
    periods: readonly number[],
    fresh: () => Buffer,
    dropBefore?: number,
  ): Promise<Map<number, Buffer>>;
}

/** Housekeeping: written in each dialect's index.ts. */
export interface HousekeepingStore {
  readonly kind: "sqlite" | "postgres";
  countLeads(form?: FormName): Promise<number>;
  /** The schema version the migrations reached. */
  schemaVersion(): Promise<number>;
  /** Rejects unless the store would take a write now (GET /readyz); changes nothing. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Store = IntakeStore &
  DeliveryStore &
  DeskStore &
  AuditStore &
  OwnerStore &
  PeopleStore &
  WorkflowStore &
  VisitStore &
  OverviewStore &
  KeyStore &
  HousekeepingStore;
