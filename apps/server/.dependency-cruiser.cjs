// The server's layers (apps/server/README.md "Layers"), checked by dependency-cruiser in `npm run lint`:
//
//   entry     app.ts (routes for ROLE api, issuer, all), worker.ts (jobs for worker, all), root/, main.ts, ops/
//   edges     routes/: HTTP, thin, one file per URL area    jobs/: background jobs, one file per job
//   flows     flows/: what spans modules, one file per flow
//   modules   modules/<name>/: own tables, rules, repo/; each one index.ts, its only door
//   ledger    ledger/: money's one home; imports the runtime and domain only; its index.ts is its door
//   runtime   runtime/ (the app context, job runner, session, budgets, ...), config, db, errors, logging,
//             metrics, http, plugins, deps.ts, serverRoot.ts
//
// An import goes down, never up or sideways across a layer's parts (one module never imports another; routes and
// jobs never import each other). Tests (and test kits under test/ or testing/) may import anything.
// Each rule is named after the layer rule it keeps; lint fails on any import that breaks one (none does).

/** Top-level folders of src/ that make up the runtime (the bottom layer). */
const RUNTIME = '^src/(runtime|config|db|errors|logging|metrics|http|plugins)/|^src/(deps|serverRoot)\\.ts$'
const TESTS = '\\.test\\.ts$|/test/|/testing/'
/** The entry points and the composition root: above every layer. */
const ENTRY = '^src/(app|worker|main|migrateCommand|startBanner|shutdownOnSignals)\\.ts$|^src/(root|ops)/'
/** The edges: route files and job files. */
const EDGES = '^src/(routes|jobs)/'

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
      comment: 'The runtime is the bottom: it imports no ledger, module, flow, route, job or entry point.',
      severity: 'error',
      from: { path: RUNTIME, pathNot: TESTS },
      to: { path: `^src/(ledger|modules|flows)/|${EDGES}|${ENTRY}` },
    },
    {
      name: 'ledger-imports-no-feature',
      comment:
        'The ledger is the bottom of money: it imports the runtime and domain only, never a module, flow or edge.',
      severity: 'error',
      from: { path: '^src/ledger/', pathNot: TESTS },
      to: { path: `^src/(modules|flows)/|${EDGES}|${ENTRY}` },
    },
    {
      name: 'ledger-index-door',
      comment: "Outside the ledger, import only its index.ts (src/ledger/index.ts): the ledger's one door.",
      severity: 'error',
      from: { path: '^src/', pathNot: `${TESTS}|^src/ledger/` },
      to: { path: '^src/ledger/', pathNot: '^src/ledger/index\\.ts$' },
    },
    {
      name: 'module-imports-no-module',
      comment:
        'A module imports the runtime, the ledger and @chaincard/domain, never another module: what spans modules is a flow.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'module-index-door',
      comment:
        "Outside a module, import only its index.ts (modules/<name>/index.ts): a module's one door; what it keeps inside (repo/, helpers) is its own.",
      severity: 'error',
      from: { path: '^src/', pathNot: `${TESTS}|^src/modules/` },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'modules-import-nothing-above',
      comment: 'Flows, routes and jobs are above the modules: a module never imports one.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: TESTS },
      to: { path: `^src/flows/|${EDGES}|${ENTRY}` },
    },
    {
      name: 'flows-import-nothing-above',
      comment: 'Flows compose modules; they never import a route or a job (HTTP and timers are above them).',
      severity: 'error',
      from: { path: '^src/flows/', pathNot: TESTS },
      to: { path: `${EDGES}|${ENTRY}` },
    },
    {
      name: 'edges-import-no-edge',
      comment:
        'Routes and jobs are the edges, side by side: a route never imports a job, nor a job a route (what both need is a flow or a module).',
      severity: 'error',
      from: { path: '^src/(routes|jobs)/', pathNot: TESTS },
      to: { path: EDGES, pathNot: '^src/$1/' },
    },
    {
      name: 'edges-import-no-entry',
      comment: 'Routes and jobs are composed by app.ts and worker.ts; they never import an entry point.',
      severity: 'error',
      from: { path: EDGES, pathNot: TESTS },
      to: { path: ENTRY },
    },
    {
      name: 'only-app-imports-the-root',
      comment: 'The composition root (root/) is built by buildApp (app.ts) and imported by nothing else.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${TESTS}|^src/app\\.ts$|^src/root/` },
      to: { path: '^src/root/' },
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
