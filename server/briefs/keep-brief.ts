import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { LeadBrief } from "@contracts/briefs";
import { FormFailure } from "../forms/failure";
import type { Store } from "../store/store";
import { briefTypeOf } from "./brief-type";
import { discardStaged, type StagedBrief } from "./staged-brief";

/** Whether a file is infected, when a scanner is set up (server/briefs/clamav.ts). */
export type ScanBrief = (file: string) => Promise<{ infected: boolean }>;

const wrongType = () =>
  new FormFailure(422, [
    { field: "brief", code: "TYPE_TEXT", message: "must be a PDF, DOCX, PNG or JPEG file" },
  ]);

/**
 * A staged brief checked and stored under a random id, not yet any lead's: its type read from
 * its bytes (a wrong one is the field's error), scanned when a scanner is set up (a flagged file
 * is kept in quarantine, never served), its bytes streamed from the temporary file.
 */
export async function keepBrief(
  store: Store,
  staged: StagedBrief,
  scan?: ScanBrief,
): Promise<LeadBrief> {
  const type = await briefTypeOf(staged.file);
  if (!type) throw wrongType();
  const verdict = scan ? await scan(staged.file) : { infected: false };
  // Kept, the temporary file has done its work: it goes before the post is answered, so an
  // answered post leaves nothing behind in the uploads folder.
  try {
    return await store.addBrief(
      {
        id: randomBytes(16).toString("base64url"),
        name: staged.name,
        type,
        size: staged.size,
        sha256: staged.sha256,
        quarantined: verdict.infected,
      },
      createReadStream(staged.file),
    );
  } finally {
    await discardStaged(staged);
  }
}
