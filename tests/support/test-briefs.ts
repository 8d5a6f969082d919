import { zipSync, strToU8 } from "fflate";

/** Test files a visitor might send as a brief: real signatures, or a disguise. */
export const testPdf = (extra = 0) =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n"),
    Buffer.alloc(extra, 0x20),
    Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  ]);

/** A ZIP with a Word document's parts, as file-type and the brief's check read one. */
export const testDocx = () =>
  Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": strToU8("<Relationships/>"),
      "word/document.xml": strToU8("<w:document/>"),
    }),
  );

/** A plain ZIP, and one that claims to be Word's without a document in it. */
export const testZip = () => Buffer.from(zipSync({ "notes.txt": strToU8("not a document") }));
export const testFakeDocx = () =>
  Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "payload.bin": strToU8("x"),
    }),
  );
