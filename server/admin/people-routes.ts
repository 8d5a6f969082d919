import type { FastifyInstance } from "fastify";
import type { PersonChange, PersonSearch, PersonTimeline } from "@contracts/people";
import { joinBody, personIdParams, personSearchQuery } from "@contracts/people-schema";

/** People a search answers: as many as a list under the search field shows. */
const personSearchLimit = 8;
import type { Store } from "../store/store";
import { DeskError, parse, requireOwner } from "./desk-request";

/**
 * People (decision 0182): a person's timeline, and the owner's corrections — joining two people
 * and splitting a lead out of its person. The store logs each correction in its transaction.
 */
export async function peopleRoutes(app: FastifyInstance, { store }: { store: Store }) {
  // Joining by hand starts from a search: by name, e-mail or phone, never by a person's number.
  app.get("/admin/api/people", async (request): Promise<PersonSearch> => {
    requireOwner(request);
    const { search } = parse(personSearchQuery, request.query);
    return { people: await store.findPeople(search, personSearchLimit) };
  });

  app.get("/admin/api/people/:id", async (request): Promise<PersonTimeline> => {
    requireOwner(request);
    const { id } = parse(personIdParams, request.params);
    const person = await store.getPerson(id);
    if (!person) throw new DeskError(404, "No such person.");
    return person;
  });

  app.post("/admin/api/people/:id/join", async (request): Promise<PersonChange> => {
    const session = requireOwner(request);
    const { id } = parse(personIdParams, request.params);
    const { otherPersonId } = parse(joinBody, request.body);
    const result = await store.joinPeople(id, otherPersonId, session.owner.email);
    if (result === "same") throw new DeskError(400, "A person cannot be joined with itself.");
    if (result === "no-person") throw new DeskError(404, "No such person.");
    return result;
  });

  app.post("/admin/api/leads/:id/split", async (request): Promise<PersonChange> => {
    const session = requireOwner(request);
    const { id } = parse(personIdParams, request.params);
    const result = await store.splitLead(id, session.owner.email);
    if (result === "no-lead") throw new DeskError(404, "No such lead.");
    if (result === "alone") throw new DeskError(409, "This lead is already a person of its own.");
    return result;
  });
}
