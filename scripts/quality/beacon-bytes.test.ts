import { describe, expect, it } from "vitest";
import { withoutImportingTask } from "./beacon-bytes";

/** The end of a built entry: a list of tasks, the last of which imports the beacon's chunk. */
const entry = `P([()=>{O(document)},()=>{g(async()=>{const{startVisitBeacon:t}=await import("./visit-beacon-C0D7AWSm.js");return{startVisitBeacon:t}},[]).then(({startVisitBeacon:t})=>t()).catch(t=>console.error(t))},()=>T()]).catch(t=>console.error(t));`;

describe("the entry without the beacon's task", () => {
  it("takes out the one task that imports the chunk, with its comma", () => {
    expect(withoutImportingTask(entry, "visit-beacon-C0D7AWSm.js")).toBe(
      "P([()=>{O(document)},()=>T()]).catch(t=>console.error(t));",
    );
  });

  it("takes out a first or only task too", () => {
    const first = `P([()=>import("./visit-beacon-1.js"),()=>T()]);`;
    expect(withoutImportingTask(first, "visit-beacon-1.js")).toBe("P([()=>T()]);");
    expect(
      withoutImportingTask(`P([()=>import("./visit-beacon-1.js")]);`, "visit-beacon-1.js"),
    ).toBe("P([]);");
  });

  it("fails when no task imports the chunk", () => {
    expect(() => withoutImportingTask(entry, "visit-beacon-other.js")).toThrow(/No task/);
  });
});
