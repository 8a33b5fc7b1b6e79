import { newOperatorToken } from './newOperatorToken'
import { OpsUsageError, parseOpsArgs } from './parseOpsArgs'
import { OpsTargetError, resolveOpsTarget } from './resolveOpsTarget'
import { runOpsCommand } from './runOpsCommand'

/** `npm run ops -- <command>`: the operator CLI over /api/admin/* of the running server. */
async function main(argv: readonly string[]): Promise<number> {
  try {
    if (argv[0] === 'token' && argv[1] === 'new') {
      if (argv.length !== 3) throw new OpsUsageError('token new takes one operator name')
      const { token, entry } = newOperatorToken(argv[2]!)
      process.stdout.write(
        `token (give it to the operator, as OPS_TOKEN; shown once): ${token}\nADMIN_TOKENS entry (for the server): ${entry}\n`,
      )
      return 0
    }
    const request = parseOpsArgs(argv)
    const result = await runOpsCommand(resolveOpsTarget(), request)
    ;(result.ok ? process.stdout : process.stderr).write(`${result.output}\n`)
    return result.ok ? 0 : 1
  } catch (error) {
    if (error instanceof OpsUsageError || error instanceof OpsTargetError) {
      process.stderr.write(`${error.message}\n`)
      return 2
    }
    const cause = (error as { cause?: { code?: string } }).cause
    process.stderr.write(
      `server not reachable (${cause?.code ?? (error as Error).message}); is it running?\n`,
    )
    return 1
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code))
