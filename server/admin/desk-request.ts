import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { DeskRole } from "@contracts/desk";
import type { Owner, Session } from "../store/owners/owners";
import { csrfHeader, sameSecret } from "../sign-in/sessions";
import { AnswerError } from "../answer-error";

/** A refusal with its status code and the message the desk shows. */
export class DeskError extends AnswerError {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DeskError(400, "The request is not valid.");
  return result.data;
}

export type DeskSession = Session & { owner: Owner };

export const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Same-origin requests only: a page elsewhere cannot post to the desk with the owner's cookie. */
export function checkOrigin(request: FastifyRequest) {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin")
    throw new DeskError(403, "Cross-site requests are refused.");
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
    throw new DeskError(403, "Cross-site requests are refused.");
}

/** Each role and the roles it includes: an owner may do whatever an editor may. */
const includes: Record<DeskRole, readonly DeskRole[]> = {
  owner: ["owner", "editor"],
  editor: ["editor"],
};

/**
 * The signed-in account when its role includes `role`: "owner" for leads, people, exports, the
 * Overview and the audit log; "editor" for what editors may use too (the site's content, its
 * pictures, the session itself). For state changes also a same-origin request with the CSRF
 * token. 401 without a session, 403 for a role that does not include `role`.
 */
export function requireRole(request: FastifyRequest, role: DeskRole): DeskSession {
  const session = request.deskSession;
  if (!session) throw new DeskError(401, "Sign in first.");
  if (
    unsafeMethods.has(request.method) &&
    !sameSecret(request.headers[csrfHeader] as string | undefined, session.csrfToken)
  )
    throw new DeskError(403, "The request lacks the desk's CSRF token.");
  if (!includes[session.owner.role].includes(role))
    throw new DeskError(403, "Only an owner of the desk may do that.");
  return session;
}

/**
 * The signed-in owner: what every lead call asks for, so that a new call is closed to editors
 * unless it says otherwise with requireRole(request, "editor").
 */
export const requireOwner = (request: FastifyRequest) => requireRole(request, "owner");

declare module "fastify" {
  interface FastifyRequest {
    deskSession: DeskSession | undefined;
  }
}
