import UniswapV2FactoryJson from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import UniswapV2PairJson from '@uniswap/v2-core/build/UniswapV2Pair.json' with { type: 'json' }
import UniswapV2Router02Json from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import type { Abi, Hex } from 'viem'
import ChaincardNFT from '../../artifacts/ChaincardNFT.json' with { type: 'json' }
import SandboxToken from '../../artifacts/SandboxToken.json' with { type: 'json' }
import SmartWallet from '../../artifacts/SmartWallet.json' with { type: 'json' }
import TetherToken from '../../artifacts/TetherToken.json' with { type: 'json' }
import WETH9 from '../../artifacts/WETH9.json' with { type: 'json' }
import type { Artifact } from './artifact'

type UniswapBuild = { abi: unknown; bytecode: string; evm: { deployedBytecode: { object: string } } }

/** Uniswap's published builds store bytecode without the 0x prefix. */
function fromUniswapBuild(contractName: string, build: UniswapBuild): Artifact {
  const hex = (value: string): Hex => (value.startsWith('0x') ? (value as Hex) : `0x${value}`)
  return {
    contractName,
    abi: build.abi as Abi,
    bytecode: hex(build.bytecode),
    deployedBytecode: hex(build.evm.deployedBytecode.object),
  }
}

/**
 * Every contract the sandbox deploys, as `{ contractName, abi, bytecode, deployedBytecode }`: ours from the
 * committed `artifacts/*.json` (built by `npm run build:contracts`), Uniswap V2 from its npm packages.
 * ABIs here are untyped (`Abi`); use the `*Abi` constants for typed viem calls.
 */
export const artifacts = {
  SandboxToken: SandboxToken as Artifact,
  TetherToken: TetherToken as Artifact,
  WETH9: WETH9 as Artifact,
  ChaincardNFT: ChaincardNFT as Artifact,
  SmartWallet: SmartWallet as Artifact,
  UniswapV2Factory: fromUniswapBuild('UniswapV2Factory', UniswapV2FactoryJson),
  UniswapV2Router02: fromUniswapBuild('UniswapV2Router02', UniswapV2Router02Json),
  UniswapV2Pair: fromUniswapBuild('UniswapV2Pair', UniswapV2PairJson),
} as const satisfies Record<string, Artifact>

export type ArtifactName = keyof typeof artifacts
