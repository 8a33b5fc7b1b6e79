#!/usr/bin/env node
// npm run verify-reserves -- --proof proof.json --root <digest> --total <micro-USD> [--liability <micro-USD>]
//   [--signature 0x... --signer 0x...]
// Checks a proof of reserves (the body of GET /api/reserves/proof, saved to a file) against the root and total
// the program published (GET /api/reserves: snapshot.root and snapshot.totalMicro), without the app: anyone
// with this repository can run it. With --signature and --signer (snapshot.signature, and reservesSigner of
// GET /api/config) it also checks that the program's attestation key signed that root and total.
// Exit 0: verified; 1: a check failed; 2: the command line or the file could not be read.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { verifyMessage } from 'viem'
import { reservesSignedText, verifyReservesProof } from '../packages/domain/src/reserves/index.ts'

const USAGE =
  'usage: npm run verify-reserves -- --proof proof.json --root <64 hex> --total <micro-USD> ' +
  '[--liability <micro-USD>] [--signature 0x... --signer 0x...]'
const DECIMAL = /^(0|[1-9][0-9]*)$/

function usage(problem) {
  console.error(`${problem}\n${USAGE}`)
  process.exit(2)
}

let options
try {
  options = parseArgs({
    options: {
      proof: { type: 'string' },
      root: { type: 'string' },
      total: { type: 'string' },
      liability: { type: 'string' },
      signature: { type: 'string' },
      signer: { type: 'string' },
    },
  }).values
} catch (error) {
  usage(error.message)
}
if (!options.proof || !options.root || !options.total) usage('--proof, --root and --total are required')
// The published root is 64 hex; a copy with 0x or in capitals is the same digest.
const root = options.root.toLowerCase().replace(/^0x/, '')
if (!/^[0-9a-f]{64}$/.test(root)) usage('--root must be the 64 hex digits of the published root')
if (!DECIMAL.test(options.total)) usage('--total must be the published total in micro-USD, a decimal integer')
if (options.liability !== undefined && !DECIMAL.test(options.liability)) {
  usage('--liability must be micro-USD, a decimal integer')
}
if (Boolean(options.signature) !== Boolean(options.signer)) usage('--signature and --signer go together')

let proof
try {
  proof = JSON.parse(readFileSync(options.proof, 'utf8'))
} catch (error) {
  usage(`cannot read the proof: ${error.message}`)
}

const total = BigInt(options.total)
const owner = options.liability === undefined ? undefined : { liability: BigInt(options.liability) }
const result = verifyReservesProof(proof, { digest: root, value: total }, owner)
console.log(`snapshot ${proof?.snapshotId}`)
for (const step of result.steps) console.log(`ok: ${step}`)
if (!result.verified) {
  console.log(`FAILED (${result.failed}): ${result.message}`)
  process.exit(1)
}

const text = reservesSignedText(String(proof.snapshotId), root, total)
if (options.signature) {
  let signed = false
  try {
    signed = await verifyMessage({ address: options.signer, message: text, signature: options.signature })
  } catch {
    // A malformed signature or address signs nothing.
  }
  if (!signed) {
    console.log(`FAILED (signature): ${options.signer} did not sign "${text}"`)
    process.exit(1)
  }
  console.log(`ok: ${options.signer} signed "${text}"`)
} else {
  console.log(
    `not checked: the signature; the program's key signs "${text}" (--signature and --signer check it)`,
  )
}
console.log(
  `verified: your liability of ${result.liability} micro-USD is in the tree of total ${total} micro-USD`,
)
