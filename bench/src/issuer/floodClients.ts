// The junk clients of the issuer-flood bench, in a process of their own (so their work does not delay the
// process that times the ASA requests): FLOOD_CLIENTS closed loops posting FLOOD_BYTES bodies with a
// well-formed but wrong Standard Webhooks signature to FLOOD_URL, each waiting for its answer and sending
// again at once, from one X-Forwarded-For address per client (FLOOD_ROTATE unset) or a new one per delivery
// (FLOOD_ROTATE=1). On SIGINT it prints `{"answers":{status:count},"sent":n,"seconds":s}` and exits.
const url = process.env.FLOOD_URL ?? ''
const clients = Number(process.env.FLOOD_CLIENTS ?? 32)
const bytes = Number(process.env.FLOOD_BYTES ?? 512_000)
const rotate = process.env.FLOOD_ROTATE === '1'
if (!url) throw new Error('FLOOD_URL is required')

const junk = Buffer.from(
  JSON.stringify({ event_type: 'card_transaction.updated', junk: 'x'.repeat(bytes - 60) }),
)
const signature = `v1,${Buffer.alloc(32, 7).toString('base64')}`
const answers: Record<string, number> = {}
const started = performance.now()
let sent = 0
let stopped = false

const addressOf = (client: number, n: number) =>
  rotate ? `10.${client + 1}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` : `10.0.0.${client + 1}`

async function loop(client: number): Promise<void> {
  for (let n = 0; !stopped; n++) {
    sent++
    const status = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': `msg_junk_${client}_${n}`,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signature,
        'x-forwarded-for': addressOf(client, n),
      },
      body: junk,
    }).then(
      async (res) => {
        await res.arrayBuffer()
        return res.status
      },
      () => 0,
    )
    answers[String(status)] = (answers[String(status)] ?? 0) + 1
  }
}

process.on('SIGINT', () => {
  stopped = true
  process.stdout.write(
    `${JSON.stringify({ answers, sent, seconds: (performance.now() - started) / 1000 })}\n`,
    () => process.exit(0),
  )
})
for (let client = 0; client < clients; client++) void loop(client)
