import type { FormName } from "@contracts/forms";

/** The shapes /admin/api answers with (server/store/lead-store.ts), as the desk reads them. */
export const statuses = ["new", "replied", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof statuses)[number];

export interface Lead {
  id: number;
  form: FormName;
  createdAt: string;
  status: LeadStatus;
  spamReason: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  subject: string | null;
  replyTo: string | null;
  attribution: Record<
    | "page"
    | "firstPage"
    | "referrer"
    | "utmSource"
    | "utmMedium"
    | "utmCampaign"
    | "utmTerm"
    | "utmContent",
    string | null
  >;
}

export interface LeadDetail extends Lead {
  notes: Array<{ id: number; author: string; body: string; createdAt: string }>;
  deliveries: Array<{
    id: number;
    kind: string;
    target: string | null;
    status: string;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
  }>;
}

export interface LeadPage {
  leads: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
