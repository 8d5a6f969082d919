import type { ChildNode, Container, Rule } from "postcss";

/** A clone of `rule` inside copies of the at-rules around it. */
export function withinAtRules(rule: Rule): ChildNode {
  let wrapped: ChildNode = rule.clone();
  for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
    const wrapper = (parent as Container & ChildNode).clone({ nodes: [] }) as Container &
      ChildNode;
    wrapper.append(wrapped);
    wrapped = wrapper;
  }
  return wrapped;
}
