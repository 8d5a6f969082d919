import type { FormName } from "@contracts/forms";
import type { AuditStore } from "./audit/audit";
import type { ContentStore } from "./content/content";
import type { DeliveryStore } from "./deliveries/deliveries";
import type { DeskStore } from "./desk/desk";
import type { InboundStore } from "./inbound/inbound";
import type { MediaStore } from "./media/media";
import type { BriefsStore } from "./briefs/briefs";
import type { ApplicantsStore } from "./applicants/applicants";
import type { IntakeStore } from "./intake/intake";
import type { OverviewStore } from "./overview/overview";
import type { OwnerStore } from "./owners/owners";
import type { PeopleStore } from "./people/people";
import type { RevenueStore } from "./revenue/revenue";
import type { KeyStore } from "./shared-keys/shared-keys";
import type { VisitStore } from "./visits/visits";
import type { WorkflowStore } from "./workflow/workflow";

/**
 * The server's store: one interface, the intersection of one section per caller, each section a
 * folder of server/store/ with its interface, its rows, each dialect's SQL and its tests.
 * SQLite (the embedded default, sqlite.ts) and PostgreSQL (chosen with DATABASE_URL,
 * postgres.ts) implement it, and every section's tests run on both. Every write the visitor is
 * answered for is committed (durable) before its promise resolves.
 */

/** Housekeeping: written where each dialect opens its store (sqlite.ts, postgres.ts). */
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
  RevenueStore &
  VisitStore &
  OverviewStore &
  KeyStore &
  InboundStore &
  MediaStore &
  BriefsStore &
  ApplicantsStore &
  ContentStore &
  HousekeepingStore;
