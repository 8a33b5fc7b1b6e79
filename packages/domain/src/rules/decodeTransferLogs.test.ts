import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hash,
  type Hex,
  parseAbi,
  toEventSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  decodeTransferLogs,
  type RawLog,
  recipientsOf,
  TRANSFER_TOPIC,
  transfersTo,
} from './decodeTransferLogs'

const erc20 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)'])
const erc721 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'])
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const OTHER_TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const CARD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const CARD2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address
const HASH = `0x${'11'.repeat(32)}` as Hash
const BLOCK = `0x${'22'.repeat(32)}` as Hash

function transfer(to: Address, value: bigint, overrides: Partial<RawLog> = {}): RawLog {
  return {
    address: TOKEN,
    topics: encodeEventTopics({ abi: erc20, eventName: 'Transfer', args: { from: ALICE, to } }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
    blockNumber: 7n,
    blockHash: BLOCK,
    transactionHash: HASH,
    logIndex: 0,
    ...overrides,
  }
}

describe('decodeTransferLogs', () => {
  it('uses the standard Transfer topic', () => {
    expect(TRANSFER_TOPIC).toBe(toEventSelector('Transfer(address,address,uint256)'))
  })

  it('decodes ERC-20 transfers of the token, lowercasing addresses', () => {
    const [t] = decodeTransferLogs(
      [transfer(CARD, 1_510_000n, { logIndex: 3 })],
      TOKEN.toLowerCase() as Address,
    )
    expect(t).toEqual({
      token: TOKEN.toLowerCase(),
      txHash: HASH,
      logIndex: 3,
      blockNumber: 7n,
      blockHash: BLOCK,
      from: ALICE.toLowerCase(),
      to: CARD.toLowerCase(),
      amount: 1_510_000n,
    })
  })

  it('ignores other tokens, other events, ERC-721 transfers, removed and pending logs', () => {
    const nft: RawLog = {
      ...transfer(CARD, 0n),
      topics: encodeEventTopics({
        abi: erc721,
        eventName: 'Transfer',
        args: { from: ALICE, to: CARD, tokenId: 5n },
      }) as Hex[],
      data: '0x',
    }
    const approval: RawLog = {
      ...transfer(CARD, 5n),
      topics: [`0x${'8c'.repeat(32)}`, ...transfer(CARD, 5n).topics.slice(1)],
    }
    const logs = [
      transfer(CARD, 1n, { address: OTHER_TOKEN }),
      nft,
      { ...nft, address: TOKEN },
      approval,
      transfer(CARD, 2n, { removed: true }),
      transfer(CARD, 3n, { blockNumber: null, blockHash: null }),
      transfer(CARD, 4n, { logIndex: 9 }),
    ]
    expect(decodeTransferLogs(logs, TOKEN).map((t) => t.amount)).toEqual([4n])
  })

  it('sums transfers to one address across several logs and ignores zero transfers', () => {
    const all = decodeTransferLogs(
      [
        transfer(CARD, 1_000_000n, { logIndex: 0 }),
        transfer(CARD2, 7n, { logIndex: 1 }),
        transfer(CARD, 510_000n, { logIndex: 2 }),
        transfer(CARD, 0n, { logIndex: 3 }),
      ],
      TOKEN,
    )
    const mine = transfersTo(all, CARD)
    expect(mine.total).toBe(1_510_000n)
    expect(mine.transfers.map((t) => t.logIndex)).toEqual([0, 2])
    expect(transfersTo(all, ALICE).total).toBe(0n)
    expect(recipientsOf(all).sort()).toEqual([CARD.toLowerCase(), CARD2.toLowerCase()].sort())
  })

  it('handles uint256 max without precision loss', () => {
    const max = 2n ** 256n - 1n
    expect(decodeTransferLogs([transfer(CARD, max)], TOKEN)[0]?.amount).toBe(max)
  })
})
