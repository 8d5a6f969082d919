import { fileTypeFromFile } from "file-type";
import yauzl from "yauzl";
import { isBriefType, type BriefType } from "@contracts/briefs";

const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The names in a ZIP's central directory, read without inflating anything. */
function zipEntryNames(file: string): Promise<Set<string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) return reject(error);
      const names = new Set<string>();
      zip.on("entry", (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        // A document has a few dozen parts; a ZIP of thousands is not one.
        if (names.size > 2000) return zip.close();
        zip.readEntry();
      });
      zip.once("end", () => resolve(names));
      zip.once("close", () => resolve(names));
      zip.once("error", reject);
      zip.readEntry();
    });
  });
}

/**
 * The brief's type read from its bytes (file-type's signatures, never the name or the sent
 * type), or undefined when it is not one a brief may be. A DOCX is a ZIP: it must hold the
 * parts every Word document has, `[Content_Types].xml` and `word/document.xml`.
 */
export async function briefTypeOf(file: string): Promise<BriefType | undefined> {
  const detected = (await fileTypeFromFile(file))?.mime;
  if (!detected || !isBriefType(detected)) return undefined;
  if (detected !== docx) return detected;
  const names = await zipEntryNames(file).catch(() => new Set<string>());
  return names.has("[Content_Types].xml") && names.has("word/document.xml") ? docx : undefined;
}
