import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'

/** PostgreSQL writes this file last in a data directory it has initialised; PGlite checks for it too. */
const PG_VERSION = 'PG_VERSION'
const INIT_TIMEOUT_MS = 180_000

/** Plain CommonJS for `node -e`: creates the database in PGLITE_DATA_DIR and closes it. */
const INIT_SCRIPT = `
const { PGlite } = require(process.env.PGLITE_MODULE)
PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR })
  .then((db) => db.close())
  .catch((error) => {
    process.stderr.write(String(error && error.message ? error.message : error) + '\\n')
    process.exit(1)
  })
`

export type InitPgliteDataDirResult = { created: false } | { created: true; pid: number }

/**
 * Makes sure `dataDir` holds a PGlite database, running PGlite's initdb in a short-lived child process when it
 * does not. initdb in the server's own process grew its RSS by about 300 MB that was never handed back (measured:
 * a fresh sandbox server held 470 MB before its first request, a reopened one about 190 MB). The database is
 * created in a sibling directory and renamed into place, so an interrupted first start leaves no half-made
 * database behind (the next start removes its staging directory and makes a new one).
 */
export async function initPgliteDataDir(dataDir: string): Promise<InitPgliteDataDirResult> {
  if (existsSync(join(dataDir, PG_VERSION))) return { created: false }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but holds no database (no ${PG_VERSION}); move it away to start with a new database`,
    )
  }
  const parent = dirname(dataDir)
  mkdirSync(parent, { recursive: true })
  const stagingPrefix = `.${basename(dataDir)}.init-`
  // Left by a first start that was killed during initdb: never renamed into place, so never a database.
  for (const name of readdirSync(parent))
    if (name.startsWith(stagingPrefix)) rmSync(join(parent, name), { recursive: true, force: true })
  const staging = join(parent, `${stagingPrefix}${process.pid}-${Date.now()}`)
  try {
    const pid = await runInitdb(staging)
    if (!existsSync(join(staging, PG_VERSION)))
      throw new Error(`PGlite initdb wrote no ${PG_VERSION} in ${staging}`)
    if (existsSync(dataDir)) rmdirSync(dataDir)
    renameSync(staging, dataDir)
    return { created: true, pid }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

function runInitdb(staging: string): Promise<number> {
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  return new Promise((resolve, reject) => {
    let pid = -1
    const child = execFile(
      process.execPath,
      ['-e', INIT_SCRIPT],
      {
        env: { ...process.env, NODE_OPTIONS: '', PGLITE_MODULE: pgliteModule, PGLITE_DATA_DIR: staging },
        timeout: INIT_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
      },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`PGlite initdb failed in ${staging}: ${stderr.trim() || error.message}`))
        else resolve(pid)
      },
    )
    pid = child.pid ?? -1
  })
}
