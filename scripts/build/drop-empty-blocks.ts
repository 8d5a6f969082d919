import type { Container } from "postcss";

/** Removes every rule and at-rule block left with nothing but comments, innermost first. */
export function dropEmptyBlocks(container: Container) {
  container.each((node) => {
    if ((node.type === "atrule" || node.type === "rule") && node.nodes) {
      dropEmptyBlocks(node);
      if (node.nodes.every((child) => child.type === "comment")) node.remove();
    }
  });
}
