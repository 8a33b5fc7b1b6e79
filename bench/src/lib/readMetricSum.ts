/** The sum of a Prometheus series over all its label sets, read from a server's metrics port (0 when absent). */
export async function readMetricSum(port: number, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  let sum = 0
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum += Number(line.split(' ').at(-1))
  }
  return sum
}
