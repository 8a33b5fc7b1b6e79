import { rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

/**
 * The server's layer rules (apps/server/.dependency-cruiser.cjs, README "Layers"), as `npm run lint` applies them:
 * first on probe files written into the real src/ for the test (a deliberate bad import of real files per rule,
 * so a rule that cannot fail is seen, beside imports the rules allow), then on the whole tree, where nothing may
 * break one.
 */
const serverDir = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const config = require(join(serverDir, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string }[]
}

async function cruiseFiles(files: string[], maxDepth = 0): Promise<ICruiseResult> {
  const { output } = await cruise(files, {
    baseDir: serverDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
    maxDepth,
    tsConfig: { fileName: 'tsconfig.json' },
  })
  return output as ICruiseResult
}

/** The violations, as `rule: from -> to`. */
const names = (violations: IViolation[]) =>
  violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()

/** Probe files (path under apps/server: source), each importing real files of the server. */
const probes: Record<string, string> = {
  // allowed: a route calls a module through its door and a flow; a flow reads the ledger's door; a job a flow
  'src/routes/layerProbeAllowed.ts':
    "import { getCard } from '../modules/cards'\nimport { getCardDetails } from '../flows/getCardDetails'\nexport const allowed = [getCard, getCardDetails]\n",
  'src/flows/layerProbeAllowed.ts': "import { lockCard } from '../ledger'\nexport const allowed = lockCard\n",
  'src/jobs/layerProbeAllowed.ts':
    "import { scanDeposits } from '../flows/watchDeposits'\nexport const allowed = scanDeposits\n",
  // each of these breaks one rule
  'src/flows/layerProbeCycleA.ts': "import { b } from './layerProbeCycleB'\nexport const a = () => b\n",
  'src/flows/layerProbeCycleB.ts': "import { a } from './layerProbeCycleA'\nexport const b = () => a\n",
  'src/config/layerProbeAbove.ts': "import { lockCard } from '../ledger'\nexport const above = lockCard\n",
  'src/ledger/layerProbeFeature.ts':
    "import { getCard } from '../modules/cards'\nexport const feature = getCard\n",
  'src/flows/layerProbeLedgerDoor.ts':
    "import { lockCard } from '../ledger/lockCard'\nexport const door = lockCard\n",
  'src/modules/cards/layerProbeModule.ts':
    "import { createOrder } from '../orders'\nexport const other = createOrder\n",
  'src/routes/layerProbeModuleDoor.ts':
    "import { listCards } from '../modules/cards/listCards'\nexport const door = listCards\n",
  'src/modules/cards/layerProbeUp.ts':
    "import { getCardDetails } from '../../flows/getCardDetails'\nexport const up = getCardDetails\n",
  'src/flows/layerProbeUp.ts':
    "import { healthRoutes } from '../routes/healthRoutes'\nexport const up = healthRoutes\n",
  'src/routes/layerProbeEdge.ts':
    "import { membershipJob } from '../jobs/membershipJob'\nexport const edge = membershipJob\n",
  'src/jobs/layerProbeEntry.ts':
    "import { registerJobs } from '../worker'\nexport const entry = registerJobs\n",
  'src/ops/layerProbeRoot.ts':
    "import { buildAppContext } from '../root/buildAppContext'\nexport const root = buildAppContext\n",
}

describe('the layer rules', () => {
  it('fail on a deliberate bad import of each rule, and on nothing else', async () => {
    let result: ICruiseResult
    try {
      for (const [path, text] of Object.entries(probes)) await writeFile(join(serverDir, path), text)
      // Two levels: a cycle is seen from the file that starts it (real files at depth 2 break nothing, below).
      result = await cruiseFiles(Object.keys(probes), 2)
    } finally {
      for (const path of Object.keys(probes)) await rm(join(serverDir, path), { force: true })
    }
    expect(names(result.summary.violations)).toEqual([
      'edges-import-no-edge: src/routes/layerProbeEdge.ts -> src/jobs/membershipJob.ts',
      'edges-import-no-entry: src/jobs/layerProbeEntry.ts -> src/worker.ts',
      'flows-import-nothing-above: src/flows/layerProbeUp.ts -> src/routes/healthRoutes.ts',
      'ledger-imports-no-feature: src/ledger/layerProbeFeature.ts -> src/modules/cards/index.ts',
      'ledger-index-door: src/flows/layerProbeLedgerDoor.ts -> src/ledger/lockCard.ts',
      'module-imports-no-module: src/modules/cards/layerProbeModule.ts -> src/modules/orders/index.ts',
      'module-index-door: src/routes/layerProbeModuleDoor.ts -> src/modules/cards/listCards.ts',
      'modules-import-nothing-above: src/modules/cards/layerProbeUp.ts -> src/flows/getCardDetails.ts',
      'no-cycle: src/flows/layerProbeCycleA.ts -> src/flows/layerProbeCycleB.ts',
      'only-app-imports-the-root: src/ops/layerProbeRoot.ts -> src/root/buildAppContext.ts',
      'runtime-imports-nothing-above: src/config/layerProbeAbove.ts -> src/ledger/index.ts',
    ])
    // every rule of the configuration was seen failing here
    expect(new Set(result.summary.violations.map((v) => v.rule.name))).toEqual(
      new Set(config.forbidden.map((r) => r.name)),
    )
  })

  it('hold on the server: no import breaks them', async () => {
    const result = await cruiseFiles(['src'])
    expect(names(result.summary.violations)).toEqual([])
    expect(result.summary.totalCruised).toBeGreaterThan(500)
    // Cruising the whole server (1,100 modules through TypeScript) took 49 s alone on the 2-core machine: more
    // than the suite's default beside other test files.
  }, 180_000)
})
