// Dependency boundaries of DESIGN §2, checked by dependency-cruiser (decision 014). `npm run boundaries` (part of
// `npm run lint` and `npm test`) cruises packages/*/src and apps/*/src; violations recorded in
// scripts/boundaries-baseline.json are known and tolerated, any other one fails. Paths are relative to the
// repository root; npm packages are matched as `(^|/)node_modules/<name>/`, built-ins by the `core` type.

const test = '(\\.test\\.tsx?|-test-kit\\.ts)$';
// React, and the server's libraries: HTTP, database, Postgres drivers.
const reactOrServerLibrary =
  '(^|/)node_modules/(react|react-dom|scheduler|@types/react|fastify|@fastify/[^/]+|drizzle-orm|drizzle-kit|pg|pg-[^/]+|@electric-sql/[^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // 1. The direction domain ← contracts ← server, web.
    {
      name: 'domain-depends-on-nothing',
      comment:
        'domain is the pure core every side shares: it imports only itself (its tests also use vitest and fast-check), so it runs unchanged in the browser, on the server and in tests.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { pathNot: `^packages/domain/src/|(^|/)node_modules/(vitest|fast-check)/` },
    },
    {
      name: 'domain-vitest-only-in-tests',
      comment: 'vitest and fast-check are allowed in domain tests only, never in the code they test.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: test },
      to: { path: '(^|/)node_modules/(vitest|fast-check)/' },
    },
    {
      name: 'contracts-depend-only-on-domain-and-zod',
      comment:
        'contracts describe the wire for the server and the web alike: endpoint schemas in zod over domain types, nothing else. Their tests also use vitest.',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: test },
      to: { pathNot: '^packages/(contracts|domain)/src/|(^|/)node_modules/zod/' },
    },
    {
      name: 'server-does-not-import-web',
      comment: 'The server and the web app share code only through packages/ (domain, contracts).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-does-not-import-server',
      comment:
        'The web app talks to the server over HTTP through contracts; server code in the bundle would ship secrets and Node-only modules.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'packages-do-not-import-apps',
      comment: 'packages/ sit below the apps: an app may import a package, never the reverse.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },

    // 2. The shared packages run everywhere: in the browser, the mini-program and Node.
    {
      name: 'shared-packages-no-node-builtins',
      comment:
        'domain and contracts also run in the browser and the mini-program, where Node built-ins do not exist.',
      severity: 'error',
      from: { path: '^packages/(domain|contracts)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-packages-no-react-or-server-libraries',
      comment:
        'domain and contracts stay free of UI and server frameworks (React, Fastify, Drizzle, pg), so either side can use them without the other.',
      severity: 'error',
      from: { path: '^packages/(domain|contracts)/' },
      to: { path: reactOrServerLibrary },
    },

    // 3. Web: a feature is used by the others through its public face; app/ composes; ui/ and lib/ sit below.
    {
      name: 'web-feature-through-its-index',
      comment:
        "A feature is used by other features only through features/<area>/index.ts, which re-exports what others may use (state, hooks, a shared component such as payment's picker); its other files, pages included, stay private and can change freely. Pages are reached through the route table.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/($1/|[^/]+/index\\.ts$)',
      },
    },
    {
      name: 'web-no-cycle-between-features',
      comment:
        "Features depend on each other one way: no chain features/<a> -> features/<b> -> ... -> features/<a>, even when every step goes through a face. The check is on folders (scope 'folder'): a feature folder depends on another when any file in it imports one there, so a page of <a> using <b>'s face while a component of <b> uses <a>'s is a cycle though no file cycle exists. What both need goes to lib/ or ui/, or into the one that the other already uses. Decision 049.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/features/([^/]+)$' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1(/|$)', circular: true },
    },
    {
      name: 'web-app-composes-pages-and-public-faces',
      comment:
        "app/ is the composition root: it loads a feature's pages (the route table's lazy imports) and uses the rest of a feature through its index.ts. Its tests may reach into an area to check the composition.",
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: test },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/(index\\.ts$|pages/)',
      },
    },
    {
      name: 'web-features-below-app',
      comment:
        'Only main.tsx and app/ itself import app/: a feature that imported it would reach the route table and, through it, every page (the cycle that once ran through the home and member-centre pages). The kernel features use (router, session, toasts, the query client) is in lib/ and ui/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-ui-and-lib-below-features-and-app',
      comment:
        'ui/ (shared components, toasts and dialogs) and lib/ (API wrapper and query client, router, session, platform bridge, i18n, storage) are the kernel features and app/ use, so they must not import them back.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },

    // 4. Server: a module is used by the others only through its public face; the platform names no area.
    {
      name: 'server-module-through-its-index',
      comment:
        "A server module is used from outside itself (other modules, the platform, db, app.ts) only through modules/<area>/index.ts, so its inner files can change freely. Tests and test kits (*.test.ts, *-test-kit.ts) are exempt: they set up other areas' data.",
      severity: 'error',
      from: { path: '^apps/server/src/(?:modules/)?([^/]+)', pathNot: test },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/($1/|[^/]+/index\\.ts$)',
      },
    },
    {
      name: 'server-platform-names-no-area',
      comment:
        "platform/ sits below the modules: auth, HTTP, jobs, staff API, web serving. It imports no module; the app (app.ts) hands it what the areas contribute (routes, staff routes, jobs, boot data). The one exception is the staff CLI's commands (platform/staff/commands/), HTTP clients that read the answer types of their areas' staff routes from the areas' faces, type-only (server-staff-commands-read-types-only). Tests are exempt.",
      severity: 'error',
      from: {
        path: '^apps/server/src/platform/',
        pathNot: `${test}|^apps/server/src/platform/staff/commands/`,
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-staff-commands-read-types-only',
      comment:
        "The staff CLI's commands (platform/staff/commands/) talk to a running server over HTTP: from an area they read only the answer types of its staff routes, through its face like everyone else (server-module-through-its-index), and type-only (`import type`), so no area's code, database or routes load in the CLI. Tests are exempt: they set up the server the commands call.",
      severity: 'error',
      from: { path: '^apps/server/src/platform/staff/commands/', pathNot: test },
      to: { path: '^apps/server/src/modules/', exoticallyRequired: false },
    },
    {
      name: 'server-module-owns-its-schema',
      comment:
        "A module reads and writes only its own tables: modules/<area>/ imports db/schema/<area>.ts or db/schema/<area>/ (account's folder), never another area's schema file, db/schema/index.ts (every table) or the platform's jobs.ts; another area's rows are reached through that area's face. Tests and test kits are exempt: they seed and inspect other areas' rows. The violations of issue 27's start are in the baseline, balance's five imports of pay-code.ts (its own tables, in a file not named after it) among them. Decision 049.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: test },
      to: { path: '^apps/server/src/db/schema/', pathNot: '^apps/server/src/db/schema/$1(\\.ts$|/)' },
    },

    // 5. No cycles.
    {
      name: 'no-circular',
      comment:
        'A cycle makes modules impossible to understand, test or load one without the other, and breaks initialisation order at run time. Existing cycles are in the baseline.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Only the project's own code is judged; packages from npm are recorded as dependencies, not cruised.
    doNotFollow: { path: '(^|/)node_modules/' },
    moduleSystems: ['es6', 'cjs'],
    // scripts/boundaries-babel.cjs hands on type-only imports as `importType('x')`: dependencies with
    // `exoticallyRequired: true`, which server-staff-commands-read-types-only tells from the ones that load code.
    exoticRequireStrings: ['importType'],
    // TypeScript 7 has no compiler API for dependency-cruiser to use: Babel's parser reads .ts and .tsx.
    babelConfig: { fileName: 'scripts/boundaries-babel.cjs' },
    // Resolve as Vite and tsx do: explicit .ts/.tsx extensions, workspace packages through their "exports".
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
