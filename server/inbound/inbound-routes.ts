import type { FastifyInstance } from "fastify";
import type { InboundStatus } from "@contracts/inbound";
import type { InboundMessageFull } from "@contracts/people";
import { personIdParams as idParams } from "@contracts/people-schema";
import type { Store } from "../store/store";
import { DeskError, parse, requireOwner } from "../admin/desk-request";

/**
 * The desk's side of the company mailbox: the reader's state, a client's mail whole (as JSON,
 * or as plain text one click from the timeline) and its files, only to a signed-in owner. A
 * file is always a download of opaque bytes (attachment, octet-stream, nosniff): whatever type
 * its sender declared, the browser never renders it inside the desk's origin.
 */

export const inboundOff: InboundStatus = {
  state: "off",
  mailbox: null,
  lastReadAt: null,
  lastError: null,
  failingSince: null,
  nextAttemptAt: null,
};

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const dispositionOf = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function inboundRoutes(
  app: FastifyInstance,
  { store, status }: { store: Store; status?: () => InboundStatus },
) {
  app.get("/admin/api/inbound/status", async (request): Promise<InboundStatus> => {
    requireOwner(request);
    return status?.() ?? inboundOff;
  });

  const messageOf = async (params: unknown) => {
    const { id } = parse(idParams, params);
    const message = await store.getInboundMessage(id);
    if (!message) throw new DeskError(404, "No such mail.");
    return message;
  };

  app.get("/admin/api/inbound/:id", async (request): Promise<InboundMessageFull> => {
    requireOwner(request);
    return messageOf(request.params);
  });

  app.get("/admin/api/inbound/:id/text", async (request, reply) => {
    requireOwner(request);
    const message = await messageOf(request.params);
    return reply
      .type("text/plain; charset=utf-8")
      .header("x-content-type-options", "nosniff")
      .send(
        `From: ${message.from}\nSubject: ${message.subject}\nReceived: ${message.at}\n\n${message.fullText}${
          message.truncated ? "\n\n[The mail was longer; the rest was not read.]" : ""
        }\n`,
      );
  });

  app.get("/admin/api/inbound/attachments/:id", async (request, reply) => {
    requireOwner(request);
    const { id } = parse(idParams, request.params);
    const file = await store.getInboundAttachment(id);
    if (!file) throw new DeskError(404, "No such file.");
    return reply
      .type("application/octet-stream")
      .header("content-disposition", dispositionOf(file.name))
      .header("x-content-type-options", "nosniff")
      .send(file.content);
  });
}
