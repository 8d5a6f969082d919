import Busboy, { type BusboyHeaders } from "@fastify/busboy";
import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { briefField, briefLimits } from "@contracts/briefs";
import { failures, formFailure } from "../forms/failure";
import { stageBrief, type BriefStager, type StagedBrief } from "./staged-brief";
import type { UploadBudget } from "./upload-budget";

export interface BriefUploads {
  /** Where a brief's bytes wait while its post is checked (in the data folder). */
  uploadsDir: string;
  budget: UploadBudget;
}

export type MultipartBody = { entries: Array<[string, unknown]>; brief?: StagedBrief };

export const noFileUploads = () =>
  formFailure(400, "NO_FILE_UPLOADS", "File uploads are not accepted by this form.");

/** The upload budget's verdict on one more file from the request's client. */
export function takeUpload(uploads: BriefUploads, request: FastifyRequest) {
  const wait = uploads.budget.take(request.ip);
  if (wait > 0) throw failures.tooMany(wait);
}

/**
 * A multipart post too large to buffer, or sent without a length, read as it arrives (busboy):
 * its text fields as name/value pairs (the same limits as a buffered body), at most one file,
 * in the brief's field, written to a temporary file as it comes. Anything over a limit is
 * refused the moment it is passed, its file removed and the rest of the body never read.
 */
export function streamMultipart(
  request: FastifyRequest,
  payload: Readable,
  uploads: BriefUploads,
  textLimit: number,
  /** The one field a file may come in (the careers form's CV has its own). */
  fileField: string = briefField,
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const entries: MultipartBody["entries"] = [];
    let stager: Promise<BriefStager> | undefined;
    let staged: Promise<StagedBrief> | undefined;
    let textBytes = 0;
    let settled = false;
    const busboy = Busboy({
      headers: request.headers as BusboyHeaders,
      limits: {
        fields: 20,
        fieldSize: textLimit,
        files: 1,
        fileSize: briefLimits.maxBytes,
        parts: 21,
        headerPairs: 4,
      },
    });
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      payload.unpipe(busboy);
      payload.pause();
      busboy.removeAllListeners();
      busboy.on("error", () => {});
      // Answered once the temporary file is gone: a refused upload leaves nothing behind.
      const discarded = stager?.then((writer) => writer.discard()).catch(() => {});
      void (discarded ?? Promise.resolve()).then(() => reject(error));
    };
    busboy.on("field", (name: string, value: string, _nameCut: boolean, valueCut: boolean) => {
      textBytes += name.length + value.length;
      if (valueCut || textBytes > textLimit) return fail(failures.tooLarge());
      entries.push([name, value]);
    });
    busboy.on("file", (name: string, file: Readable, filename: string | undefined) => {
      if (name !== fileField) return fail(noFileUploads());
      // The brief's input left empty is sent as a part with no name and no bytes.
      if (!filename) return void file.resume();
      try {
        takeUpload(uploads, request);
      } catch (error) {
        return fail(error as Error);
      }
      stager = stageBrief(uploads.uploadsDir, filename);
      staged = stager.then((writer) => pipeToStager(file, writer));
      staged.catch(fail);
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"])
      busboy.on(limit, () =>
        fail(failures.tooLarge("The submission has more fields than any form.")),
      );
    busboy.once("error", () =>
      fail(failures.badRequest("The multipart form data could not be read.")),
    );
    busboy.once("finish", () => {
      void (staged ?? Promise.resolve(undefined)).then((brief) => {
        if (settled) return;
        settled = true;
        resolve(brief ? { entries, brief } : { entries });
      }, fail);
    });
    payload.once("error", fail);
    payload.once("close", () => {
      if (!payload.readableEnded) fail(failures.badRequest("The upload was cut off."));
    });
    payload.pipe(busboy);
  });
}

/** The file part's bytes into the stager, paused while the disk catches up. */
function pipeToStager(file: Readable, writer: BriefStager): Promise<StagedBrief> {
  return new Promise((resolve, reject) => {
    file.on("data", (chunk: Buffer) => {
      try {
        if (!writer.write(chunk)) {
          file.pause();
          void writer.drained().then(() => file.resume());
        }
      } catch (error) {
        file.destroy();
        reject(error as Error);
      }
    });
    file.once("limit", () => {
      file.destroy();
      reject(failures.tooLarge(`The file is over ${briefLimits.maxBytes / 1024 / 1024} MB.`));
    });
    file.once("end", () => {
      // busboy cuts a file at the limit and says so once, maybe before this listener was
      // there (the stager is made first): a cut file is refused, never stored short.
      if ((file as Readable & { truncated?: boolean }).truncated) {
        reject(failures.tooLarge(`The file is over ${briefLimits.maxBytes / 1024 / 1024} MB.`));
        return;
      }
      void writer.finish().then(resolve, reject);
    });
    file.once("error", reject);
  });
}
