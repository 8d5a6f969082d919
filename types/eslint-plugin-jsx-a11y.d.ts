// The plugin ships no types; the config reads its flat "strict" rule set and registers it.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";
  const plugin: ESLint.Plugin & { flatConfigs: { strict: { rules: Linter.RulesRecord } } };
  export default plugin;
}
