import js from "@eslint/js";
import type { Linter } from "eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers, top to bottom (README "Architecture", docs/decisions/0100): routes → sections →
 * forms and layout → ui → lib, with content and schema beside them. Every import across folders
 * inside app/ goes through the `~/` alias, so a layer's forbidden imports are plain patterns.
 */
type Restriction = { group: string[]; message: string; allowTypeImports?: boolean };

const noClimbing: Restriction = {
  group: ["../../*", "../../**"],
  message: "Climb at most one folder: import through ~/ (app), @contracts/, @server/ or @tests/.",
};
/** The project's top-level folders, each reached from another only through its alias. */
const topFolders = ["app", "contracts", "server", "scripts", "tests", "types"];
const acrossTopFolders: Restriction = {
  group: topFolders.flatMap((folder) => [`../${folder}`, `../${folder}/**`]),
  message:
    "Import another top-level folder through its alias (~/, @contracts/, @server/, @scripts/, @tests/), never by a relative path.",
};
const appFolderOnly: Restriction = {
  group: ["../*", "../**"],
  message: "Inside app/, import other folders through ~/ so the layer rules can see them.",
};
const noServer: Restriction = {
  group: ["@server/*", "**/server/**"],
  message: "The app and the server share code only through contracts/.",
};
const noTestSupport: Restriction = {
  group: ["@tests/*", "@tests/**", "**/tests/**"],
  message: "Production code never imports tests/: only tests do.",
};
const onlyTheContentRegistry: Restriction = {
  group: ["**/app/**", "~/*", "!~/content", "~/content/*", "!~/content/documents"],
  message: "The content service imports only the app's content registry.",
};
const noRouter: Restriction = {
  group: ["react-router", "react-router/*"],
  allowTypeImports: true,
  message: "The browser runs no router (decision 0065): use a plain <a href>.",
};
const no = (folders: string[], why: string): Restriction => ({
  group: folders.flatMap((folder) => [`~/${folder}`, `~/${folder}/**`]),
  message: why,
});
const noContent = no(["content"], "Take copy as props: only routes import content.");
const noRoutes = no(["routes", "root"], "Nothing imports a route module.");
const noComponents = no(["components"], "Pass data down; components sit above this layer.");

const layers: Array<{ files: string[]; restrict: Restriction[] }> = [
  { files: ["app/routes/**", "app/*.{ts,tsx}"], restrict: [] },
  {
    files: ["app/components/sections/**"],
    restrict: [noContent, noRoutes, noRouter],
  },
  {
    files: ["app/components/forms/**", "app/components/layout/**"],
    restrict: [
      noContent,
      noRoutes,
      noRouter,
      no(["components/sections"], "Forms and layout sit below the page sections."),
    ],
  },
  {
    files: ["app/components/ui/**"],
    restrict: [
      noContent,
      noRoutes,
      noRouter,
      no(
        ["components/sections", "components/forms", "components/layout", "islands"],
        "ui holds primitives: it imports only lib.",
      ),
    ],
  },
  { files: ["app/islands/**"], restrict: [noContent, noRoutes, noRouter] },
  // The lead desk: its own entry (decision 0120); it shares ui and lib with the site.
  {
    files: ["app/admin/**"],
    restrict: [noContent, noRoutes, noRouter, no(["islands"], "The desk hydrates no islands.")],
  },
  {
    files: ["app/content/**"],
    restrict: [noRoutes, noComponents, no(["islands"], "Content is data.")],
  },
  {
    files: ["app/schema/**"],
    restrict: [noContent, noRoutes, noComponents, no(["islands"], "A schema describes data only.")],
  },
  {
    files: ["app/lib/**"],
    restrict: [
      noContent,
      noRoutes,
      noComponents,
      noRouter,
      no(["islands", "schema"], "lib is the bottom layer: pure helpers."),
    ],
  },
];

const restrictedImports = (restrict: Restriction[]): Linter.RuleEntry => [
  "error",
  { patterns: [noClimbing, acrossTopFolders, ...restrict] },
];

const layerRules: Linter.Config[] = [
  // Outside app/: no import climbs more than one folder.
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports([]) },
  },
  ...layers.map(({ files, restrict }) => ({
    files,
    // Tests may import anything they need as fixtures (content, other layers).
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports([
        appFolderOnly,
        noServer,
        ...restrict,
      ]),
    },
  })),
  {
    files: ["contracts/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports([
        no(["*"], "contracts/ is shared with the server: it imports nothing of app/."),
      ]),
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*"] }],
    },
  },
  // Test support (servers, fixtures, fake SMTP) lives in tests/: only tests import it.
  {
    files: ["server/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app/**", "~/*"], message: "The server never imports the app." },
            noTestSupport,
          ],
        },
      ],
    },
  },
  {
    files: ["app/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noTestSupport] }] },
  },
  // The one exception to "the server never imports the app": the content service checks every
  // save with the document's own schema and publishes with the app's own list of documents,
  // both defined once, in app/content/documents.ts. It imports that registry and nothing else
  // of app/ (the pages it renders come from the build's server bundle, loaded at run time).
  {
    files: ["server/content/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [onlyTheContentRegistry] }] },
  },
  {
    files: ["server/content/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [onlyTheContentRegistry, noTestSupport] }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "data/",
      "reports/",
      "screenshots/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // The APG tabs pattern makes each tab panel focusable.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel"], tags: [] }],
    },
  },
  // No pattern whose cost an outsider controls: every regular expression is read for super-linear
  // backtracking, as an error everywhere (decision 0160).
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  ...layerRules,
  // A function a newcomer reads on one screen (decision 0100): none over 80 lines in
  // the server or the desk, blank lines and comments aside. A test's callback may run longer.
  {
    files: ["server/**/*.ts", "app/admin/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
);
