import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import solc from 'solc'
import type { Artifact } from './artifact'

const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun runs on anvil's default hardfork and on every supported mainnet.
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

export type CompileContractsParameters = {
  /** Folder holding the `.sol` sources; every contract they define becomes an artifact. */
  contractsDir: string
}

export type CompileContractsReturnType = Record<string, Artifact>

class CompileContractsError extends Error {
  override readonly name = 'CompileContractsError'
  readonly shortMessage: string
  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(options.details ? `${shortMessage}\n${options.details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
  }
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Artifact['abi']; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

const require = createRequire(import.meta.url)

/** Resolves `@openzeppelin/...` (and any package import) from node_modules; never touches the network. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `cannot resolve import ${path}: ${(error as Error).message}` }
  }
}

/**
 * Compiles every contract under `contractsDir` with the bundled solc-js (offline). Source unit names are
 * `contracts/<File>.sol`, independent of the checkout location, so the output (metadata hash included) is
 * the same on every machine. Contracts defined in imported files (OpenZeppelin) are not returned.
 */
export function compileContracts({ contractsDir }: CompileContractsParameters): CompileContractsReturnType {
  const dir = resolve(contractsDir)
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
  if (files.length === 0) throw new CompileContractsError(`No .sol files in ${dir}`)
  const sources = Object.fromEntries(
    files.map((file) => [`contracts/${file}`, { content: readFileSync(join(dir, file), 'utf8') }]),
  )
  const input = { language: 'Solidity', sources, settings: SOLC_SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length > 0) {
    // Warnings fail the build too: sandbox contracts are small enough to keep warning-free.
    throw new CompileContractsError('Solidity compilation failed', {
      details: problems.map((e) => e.formattedMessage).join('\n'),
    })
  }
  const artifacts: CompileContractsReturnType = {}
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts?.[file] ?? {})) {
      if (artifacts[name]) throw new CompileContractsError(`Duplicate contract name ${name}`)
      artifacts[name] = {
        contractName: name,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
    }
  }
  return artifacts
}
