import type { ChildNode, Container, Rule } from "postcss";

/** `copy` (by default a clone of `rule`) inside copies of the at-rules around `rule`. */
export function withinAtRules(rule: Rule, copy: ChildNode = rule.clone()): ChildNode {
  let wrapped = copy;
  for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
    const wrapper = (parent as Container & ChildNode).clone({ nodes: [] }) as Container &
      ChildNode;
    wrapper.append(wrapped);
    wrapped = wrapper;
  }
  return wrapped;
}
