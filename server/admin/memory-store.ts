import type { FormName } from "@contracts/forms";
import { noAttribution, type NewLead } from "../store/lead-store";
import type {
  AuditEntry,
  Lead,
  LeadDetail,
  LeadNote,
  LeadQuery,
  LeadStore,
  Owner,
  Session,
  StoreResult,
} from "../store/lead-store";

/**
 * An in-memory LeadStore for the desk's unit tests: only what the desk and the spam filter call
 * behave; the delivery worker's methods are not needed here and throw.
 */
export function createMemoryStore(): LeadStore & { leads: LeadDetail[] } {
  const leads: LeadDetail[] = [];
  const owners: Owner[] = [];
  const sessions = new Map<string, Session>();
  const audit: AuditEntry[] = [];
  let nextId = 1;
  let nextNote = 1;
  const log = (actor: string, action: string, detail: string) =>
    audit.unshift({ at: new Date().toISOString(), actor, action, detail });

  const matches = (lead: Lead, query: LeadQuery) => {
    const search = query.search?.toLowerCase();
    return (
      (!query.form || lead.form === query.form) &&
      (!query.status || lead.status === query.status) &&
      (!query.campaign || lead.attribution.utmCampaign === query.campaign) &&
      (!query.from || lead.createdAt >= query.from) &&
      (!query.to || lead.createdAt < query.to) &&
      (!search ||
        [lead.name, lead.email, lead.message].some((text) => text?.toLowerCase().includes(search)))
    );
  };
  const newestFirst = () => [...leads].sort((a, b) => b.id - a.id);
  const unsupported = () => Promise.reject(new Error("not in the memory store"));

  const store: LeadStore & { leads: LeadDetail[] } = {
    kind: "sqlite",
    leads,
    async storeLead(lead: NewLead): Promise<StoreResult> {
      const id = nextId++;
      leads.push({
        ...lead.submission,
        id,
        createdAt: lead.now.toISOString(),
        status: lead.status,
        spamReason: lead.spamReason,
        attribution: lead.attribution,
        notes: [],
        deliveries: [],
      });
      return { id, replay: false };
    },
    async storeLeads(batch) {
      const results: StoreResult[] = [];
      for (const lead of batch) results.push(await store.storeLead(lead));
      return results;
    },
    async countRecentByEmail(email, since) {
      return leads.filter((lead) => lead.email === email && lead.createdAt >= since.toISOString())
        .length;
    },
    claimDueDeliveries: unsupported,
    nextDeliveryDue: async () => undefined,
    markDeliverySent: unsupported,
    markDeliveryFailed: unsupported,
    async listLeads(query, page) {
      const found = newestFirst().filter((lead) => matches(lead, query));
      return { leads: found.slice(page.offset, page.offset + page.limit), total: found.length };
    },
    async *streamLeads(query) {
      for (const lead of newestFirst()) if (matches(lead, query)) yield lead;
    },
    async getLead(id) {
      return leads.find((lead) => lead.id === id);
    },
    async setLeadStatus(id, status, actor) {
      const lead = leads.find((candidate) => candidate.id === id);
      if (!lead) return false;
      lead.status = status;
      log(actor, "status", `lead ${id}: ${status}`);
      return true;
    },
    async addNote(leadId, author, body, now = new Date()) {
      const lead = leads.find((candidate) => candidate.id === leadId);
      if (!lead) return undefined;
      const note: LeadNote = { id: nextNote++, leadId, author, body, createdAt: now.toISOString() };
      lead.notes.push(note);
      return note;
    },
    async eraseByEmail(email, actor) {
      const before = leads.length;
      for (let i = leads.length - 1; i >= 0; i--)
        if (leads[i]?.email?.toLowerCase() === email.toLowerCase()) leads.splice(i, 1);
      log(actor, "erase", `${before - leads.length} leads of ${email}`);
      return before - leads.length;
    },
    async deleteLeadsBefore(before, actor) {
      const count = leads.length;
      for (let i = leads.length - 1; i >= 0; i--)
        if ((leads[i]?.createdAt ?? "") < before.toISOString()) leads.splice(i, 1);
      log(actor, "retention", `${count - leads.length} leads before ${before.toISOString()}`);
      return count - leads.length;
    },
    async auditLog(limit) {
      return audit.slice(0, limit);
    },
    async recordAudit(actor, action, detail) {
      log(actor, action, detail);
    },
    listOwners: unsupported,
    removeOwner: unsupported,
    setOwnerPassword: unsupported,
    deleteOwnerSessions: unsupported,
    async countOwners() {
      return owners.length;
    },
    async addOwner(email, passwordHash) {
      const owner = {
        id: owners.length + 1,
        email,
        passwordHash,
        createdAt: new Date().toISOString(),
      };
      owners.push(owner);
      return owner;
    },
    async findOwner(email) {
      return owners.find((owner) => owner.email === email);
    },
    async createSession(session) {
      sessions.set(session.tokenHash, session);
    },
    async findSession(tokenHash, now) {
      const session = sessions.get(tokenHash);
      const owner = owners.find((candidate) => candidate.id === session?.ownerId);
      return session && owner && session.expiresAt > now ? { ...session, owner } : undefined;
    },
    async deleteSession(tokenHash) {
      sessions.delete(tokenHash);
    },
    async countLeads(form) {
      return leads.filter((lead) => !form || lead.form === form).length;
    },
    schemaVersion: async () => 1,
    close: async () => {},
  };
  return store;
}

/** A valid contact lead for tests, with what differs from the usual given. */
export function newLead(
  overrides: Partial<NewLead["submission"]> & { at?: Date; campaign?: string } = {},
): NewLead {
  const { at = new Date(), campaign, ...submission } = overrides;
  return {
    submission: {
      form: "contact" as FormName,
      name: "Ayesha Khan",
      email: "ayesha@example.com",
      phone: null,
      service: null,
      message: "Please call me about a new shop.",
      subject: null,
      replyTo: null,
      next: null,
      ...submission,
    },
    attribution: { ...noAttribution, utmCampaign: campaign ?? null },
    status: "new",
    spamReason: null,
    submissionKey: null,
    deliveries: [],
    duplicateWindowMs: 0,
    now: at,
  };
}
