// The server's layers (apps/server/README.md "Layers", DESIGN.md), checked by dependency-cruiser in `npm run lint`:
//
//   routes    HTTP -> one module call or one flow (a module's routes.ts / plugin.ts), registered in the root
//   flows     src/flows/: what spans modules, one file per flow
//   modules   src/modules/<name>/: own tables, rules, repo/; import runtime, ledger, domain; no other module
//   ledger    src/modules/ledger/: money's one home; imports no feature
//   runtime   runtime/ (the app context: issuer gateway, deposit deriver, card-data sealer, NFT holder cache),
//             config, db, errors, logging, metrics, http, jobs, plugins, deps.ts, serverRoot.ts
//   root      app.ts and root/: the composition root builds the runtime from the modules' factories; only
//             app.ts imports root/
//
// Each rule is named after the layer rule it keeps; lint fails on any import that breaks one (none does).

/** Top-level folders of src/ that make up the runtime (the bottom layer). */
const RUNTIME =
  '^src/(runtime|config|db|errors|logging|metrics|http|jobs|plugins)/|^src/(deps|serverRoot)\\.ts$'
const TESTS = '\\.test\\.ts$|/test/|/testing/'
/** Route files: the routes layer, on top, though each sits in its module's folder (routes.ts, *Routes.ts). */
const ROUTES = '/routes\\.ts$|Routes\\.ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'No import cycle anywhere in the server: each part can be read and changed from the bottom up.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true, viaOnly: { pathNot: TESTS } },
    },
    {
      name: 'runtime-imports-nothing-above',
      comment: 'The runtime is the bottom: it imports no module, flow or route.',
      severity: 'error',
      from: { path: RUNTIME, pathNot: TESTS },
      to: { path: '^src/(modules|flows)/' },
    },
    {
      name: 'ledger-imports-no-feature',
      comment:
        'The ledger is the bottom of money: it imports the runtime and domain only, never a feature module.',
      severity: 'error',
      from: { path: '^src/modules/ledger/', pathNot: TESTS },
      to: { path: '^src/(modules|flows)/', pathNot: '^src/modules/ledger/' },
    },
    {
      name: 'module-imports-no-module',
      comment:
        'A feature module imports the runtime, the ledger and @chaincard/domain, never another feature module: what spans modules is a flow. Route files (the routes layer above them) may call any module or flow.',
      severity: 'error',
      from: {
        path: '^src/modules/([^/]+)/',
        pathNot: `${TESTS}|${ROUTES}|^src/modules/ledger/|^src/modules/index\\.ts$`,
      },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: ['^src/modules/$1/', '^src/modules/ledger/'],
      },
    },
    {
      name: 'no-foreign-repo',
      comment:
        "A module's repo/ is its own: nothing outside the module imports it (ask the module's index.ts).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/modules/([^/]+)/repo/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'flows-use-module-entries',
      comment: "A flow calls a module's operations, never its repo/ (a module's SQL is its own).",
      severity: 'error',
      from: { path: '^src/flows/', pathNot: TESTS },
      to: { path: '^src/modules/[^/]+/repo/' },
    },
    {
      name: 'module-imports-no-flow',
      comment: 'Flows are above the modules: a module (its routes aside) never imports one.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: `${TESTS}|${ROUTES}|^src/modules/index\\.ts$` },
      to: { path: '^src/flows/' },
    },
    {
      name: 'only-app-imports-the-root',
      comment: 'The composition root (root/) is built by buildApp (app.ts) and imported by nothing else.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${TESTS}|^src/app\\.ts$|^src/root/` },
      to: { path: '^src/root/' },
    },
    {
      name: 'flows-import-no-route',
      comment: 'Flows compose modules; they never import routes (HTTP is above them).',
      severity: 'error',
      from: { path: '^src/flows/', pathNot: TESTS },
      to: { path: ROUTES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
}
