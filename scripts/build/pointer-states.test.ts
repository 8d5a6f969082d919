import { describe, expect, it } from "vitest";
import { withoutPointerStates } from "./pointer-states";

describe("withoutPointerStates", () => {
  it("drops the rules only a pointer can match, and the blocks they leave empty", () => {
    const css =
      ".a{color:red}@media (hover:hover){.b:hover{color:blue}.c:hover .d{color:green}}.e:active{top:1px}.f{color:red}";
    expect(withoutPointerStates(css)).toBe(".a{color:red}.f{color:red}");
  });

  it("keeps what can match without one: a selector list with another member, :not(:hover), focus", () => {
    const css =
      ".a:hover,.a.open{color:red}.b:not(:hover){opacity:.5}.c:focus-visible{outline:2px solid}.d:focus-within{color:red}:where(.e:not(.f:hover)){color:red}.g:hover-like{color:red}";
    expect(withoutPointerStates(css)).toBe(css);
  });

  it("drops :hover inside a :where() or after a combinator", () => {
    expect(withoutPointerStates(":where(.group:hover) .x{color:red}.y{color:red}")).toBe(
      ".y{color:red}",
    );
  });
});
