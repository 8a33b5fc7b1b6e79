import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The server's layer rules (apps/server/.dependency-cruiser.cjs, README "Layers"), as `npm run lint` applies them:
 * first on a small tree that breaks each rule once (a deliberate bad import per rule, so a rule that cannot fail
 * is seen), then on the real tree, where nothing may break one.
 */
const serverDir = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const config = require(join(serverDir, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string }[]
}

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(['src'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
  })
  return output as ICruiseResult
}

/** The violations, as `rule: from -> to`. */
const names = (violations: IViolation[]) =>
  violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()

describe('the layer rules', () => {
  let tree: string
  beforeAll(async () => {
    tree = await mkdtemp(join(tmpdir(), 'chaincard-layers-'))
    const files: Record<string, string> = {
      // allowed: a module imports the runtime, the ledger and itself; a flow imports modules; routes a flow
      'src/config/settings.ts': 'export const settings = 1\n',
      'src/modules/ledger/post.ts':
        "import { settings } from '../../config/settings'\nexport const post = settings\n",
      'src/modules/rewards/rebate.ts': "import { post } from '../ledger/post'\nexport const rebate = post\n",
      'src/modules/rewards/repo/rows.ts': 'export const rows = 1\n',
      'src/modules/rewards/routes.ts':
        "import { settle } from '../../flows/settle'\nexport const routes = settle\n",
      'src/flows/settle.ts':
        "import { post } from '../modules/ledger/post'\nimport { rebate } from '../modules/rewards/rebate'\nexport const settle = post + rebate\n",
      'src/root/build.ts': "import { post } from '../modules/ledger/post'\nexport const build = post\n",
      'src/app.ts': "import { build } from './root/build'\nexport const app = build\n",
      // a route file is the routes layer: it may call any module
      'src/modules/orders/orderRoutes.ts':
        "import { rebate } from '../rewards/rebate'\nexport const orderRoutes = rebate\n",
      // each of these breaks one rule
      'src/modules/cards/root.ts': "import { build } from '../../root/build'\nexport const root = build\n",
      'src/modules/ledger/upward.ts':
        "import { rebate } from '../rewards/rebate'\nexport const upward = rebate\n",
      'src/modules/cards/other.ts':
        "import { rebate } from '../rewards/rebate'\nexport const other = rebate\n",
      'src/modules/orders/foreign.ts':
        "import { rows } from '../rewards/repo/rows'\nexport const foreign = rows\n",
      'src/flows/reads.ts':
        "import { rows } from '../modules/rewards/repo/rows'\nexport const reads = rows\n",
      'src/modules/orders/flow.ts':
        "import { settle } from '../../flows/settle'\nexport const flow = settle\n",
      'src/config/above.ts': "import { post } from '../modules/ledger/post'\nexport const above = post\n",
      'src/flows/route.ts':
        "import { routes } from '../modules/rewards/routes'\nexport const route = routes\n",
      'src/modules/cards/a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'src/modules/cards/b.ts': "import { a } from './a'\nexport const b = () => a\n",
    }
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(tree, path)), { recursive: true })
      await writeFile(join(tree, path), text)
    }
  })
  afterAll(async () => {
    await rm(tree, { recursive: true, force: true })
  })

  it('fail on a deliberate bad import of each rule, and on nothing else', async () => {
    const result = await cruiseTree(tree)
    expect(names(result.summary.violations)).toEqual([
      'flows-import-no-route: src/flows/route.ts -> src/modules/rewards/routes.ts',
      'flows-use-module-entries: src/flows/reads.ts -> src/modules/rewards/repo/rows.ts',
      'ledger-imports-no-feature: src/modules/ledger/upward.ts -> src/modules/rewards/rebate.ts',
      'module-imports-no-flow: src/modules/orders/flow.ts -> src/flows/settle.ts',
      'module-imports-no-module: src/modules/cards/other.ts -> src/modules/rewards/rebate.ts',
      'module-imports-no-module: src/modules/orders/foreign.ts -> src/modules/rewards/repo/rows.ts',
      'no-cycle: src/modules/cards/a.ts -> src/modules/cards/b.ts',
      'no-foreign-repo: src/modules/orders/foreign.ts -> src/modules/rewards/repo/rows.ts',
      'only-app-imports-the-root: src/modules/cards/root.ts -> src/root/build.ts',
      'runtime-imports-nothing-above: src/config/above.ts -> src/modules/ledger/post.ts',
    ])
    // every rule of the configuration was seen failing here
    expect(new Set(result.summary.violations.map((v) => v.rule.name))).toEqual(
      new Set(config.forbidden.map((r) => r.name)),
    )
  })

  it('hold on the server: no import breaks them', async () => {
    const result = await cruiseTree(serverDir)
    expect(names(result.summary.violations)).toEqual([])
    expect(result.summary.totalCruised).toBeGreaterThan(500)
  })
})
