import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Abi, type AbiFunction, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { chaincardNftAbi } from '../src/abis/chaincardNftAbi'
import { erc20NoReturnAbi } from '../src/abis/erc20NoReturnAbi'
import { mintAbi } from '../src/abis/mintAbi'
import { smartWalletAbi } from '../src/abis/smartWalletAbi'
import { uniswapV2FactoryAbi } from '../src/abis/uniswapV2FactoryAbi'
import { uniswapV2PairAbi } from '../src/abis/uniswapV2PairAbi'
import { uniswapV2RouterAbi } from '../src/abis/uniswapV2RouterAbi'
import { weth9Abi } from '../src/abis/weth9Abi'
import { artifacts } from '../src/contracts/artifacts'
import { compileContracts } from '../src/contracts/compileContracts'
import { serializeArtifact } from '../src/contracts/serializeArtifact'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const artifactsDir = join(packageDir, 'artifacts')
const contractsDir = join(packageDir, 'contracts')

describe('contract artifacts', () => {
  // One compile (1-5 s of CPU, the machine is shared): the committed files come from an earlier compile in
  // another process, so equality proves both that they are current and that the build is deterministic.
  it('are deterministic: the committed ones equal a fresh compile byte for byte', () => {
    const first = compileContracts({ contractsDir })
    const names = Object.keys(first).sort()
    expect(names).toEqual(['ChaincardNFT', 'SandboxToken', 'SmartWallet', 'TetherToken', 'WETH9'])
    const committed = readdirSync(artifactsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
    expect(committed).toEqual(names.map((n) => `${n}.json`))
    for (const name of names) {
      const bytes = serializeArtifact(first[name]!)
      // If this fails: run `npm run build:contracts -w @chaincard/devchain` and commit artifacts/.
      expect(readFileSync(join(artifactsDir, `${name}.json`), 'utf8'), `${name}.json is stale`).toBe(bytes)
    }
  })

  it('serializes with sorted keys at every level and keeps array order', () => {
    const text = serializeArtifact({
      contractName: 'X',
      deployedBytecode: '0x01',
      bytecode: '0x00',
      abi: [{ type: 'function', name: 'b', inputs: [], outputs: [], stateMutability: 'view' }],
    })
    expect(text).toBe(
      '{\n  "abi": [\n    {\n      "inputs": [],\n      "name": "b",\n      "outputs": [],\n' +
        '      "stateMutability": "view",\n      "type": "function"\n    }\n  ],\n' +
        '  "bytecode": "0x00",\n  "contractName": "X",\n  "deployedBytecode": "0x01"\n}\n',
    )
  })

  it('USDT (TetherToken) transfer, transferFrom and approve return nothing', () => {
    const abi = artifacts.TetherToken.abi as readonly AbiFunction[]
    for (const name of ['transfer', 'transferFrom', 'approve']) {
      const item = abi.find((x) => x.type === 'function' && x.name === name)
      expect(item?.outputs, name).toEqual([])
    }
    const standard = artifacts.SandboxToken.abi as readonly AbiFunction[]
    expect(standard.find((x) => x.name === 'transfer')?.outputs).toEqual([
      { internalType: 'bool', name: '', type: 'bool' },
    ])
  })

  it('the router was built against the init code hash of the v2-core pair artifact', () => {
    const initCodeHash = keccak256(artifacts.UniswapV2Pair.bytecode)
    expect(initCodeHash).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    expect(artifacts.UniswapV2Router02.bytecode).toContain(initCodeHash.slice(2))
    // The factory deploys the pair from its own embedded copy: it must be the same creation code.
    expect(artifacts.UniswapV2Factory.bytecode).toContain(artifacts.UniswapV2Pair.bytecode.slice(2))
  })

  // The typed `*Abi` constants are written by hand: each item must exist, identical, in the real ABI.
  const signature = (item: Abi[number]) =>
    JSON.stringify({
      type: item.type,
      name: 'name' in item ? item.name : undefined,
      stateMutability: 'stateMutability' in item ? item.stateMutability : undefined,
      inputs:
        'inputs' in item ? item.inputs.map((i) => [i.type, 'indexed' in i ? i.indexed : undefined]) : [],
      outputs: 'outputs' in item ? item.outputs.map((o) => o.type) : [],
    })
  it.each([
    ['erc20NoReturnAbi', erc20NoReturnAbi, artifacts.TetherToken.abi],
    ['mintAbi (USDT)', mintAbi, artifacts.TetherToken.abi],
    ['mintAbi (SandboxToken)', mintAbi, artifacts.SandboxToken.abi],
    ['weth9Abi', weth9Abi, artifacts.WETH9.abi],
    ['chaincardNftAbi', chaincardNftAbi, artifacts.ChaincardNFT.abi],
    ['smartWalletAbi', smartWalletAbi, artifacts.SmartWallet.abi],
    ['uniswapV2FactoryAbi', uniswapV2FactoryAbi, artifacts.UniswapV2Factory.abi],
    ['uniswapV2PairAbi', uniswapV2PairAbi, artifacts.UniswapV2Pair.abi],
    ['uniswapV2RouterAbi', uniswapV2RouterAbi, artifacts.UniswapV2Router02.abi],
  ] as const)('%s matches the compiled ABI', (_name, handWritten, compiled) => {
    const real = new Set((compiled as Abi).map(signature))
    for (const item of handWritten as Abi) expect(real, JSON.stringify(item)).toContain(signature(item))
  })
})
