import { OpsUsageError, parseOpsArgs } from './parseOpsArgs'
import { OpsTargetError, resolveOpsTarget } from './resolveOpsTarget'
import { runOpsCommand } from './runOpsCommand'

/** `npm run ops -- <command>`: the operator CLI over /api/admin/* of the running server. */
async function main(argv: readonly string[]): Promise<number> {
  try {
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
