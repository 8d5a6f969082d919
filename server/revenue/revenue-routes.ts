import type { FastifyInstance } from "fastify";
import type { Board, LostReasonList } from "@contracts/revenue";
import { lostReasonsBody } from "@contracts/revenue-schema";
import type { Store } from "../store/store";
import { parse, requireOwner } from "../admin/desk-request";

/** Cards per column of the board: the newest; the column's count and sums cover every lead. */
export const boardCardsPerColumn = 50;

/** The pipeline board and the owner's list of lost reasons. A card moves by the status API. */
export async function revenueRoutes(app: FastifyInstance, { store }: { store: Store }) {
  app.get("/admin/api/board", async (request): Promise<Board> => {
    requireOwner(request);
    return store.board(boardCardsPerColumn);
  });

  app.get("/admin/api/lost-reasons", async (request): Promise<LostReasonList> => {
    requireOwner(request);
    return { reasons: await store.lostReasons() };
  });

  app.put("/admin/api/lost-reasons", async (request): Promise<LostReasonList> => {
    const session = requireOwner(request);
    const { reasons } = parse(lostReasonsBody, request.body);
    await store.setLostReasons(reasons, session.owner.email);
    return { reasons };
  });
}
