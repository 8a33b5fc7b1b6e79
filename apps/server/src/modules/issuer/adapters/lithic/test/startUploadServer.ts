import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One upload the server received: its method, path with query, content type and bytes. */
type ReceivedUpload = { method: string; path: string; contentType: string | undefined; body: Buffer }

export type UploadServer = {
  url: string
  received: ReceivedUpload[]
  /** The status the next uploads are answered with (default 200, as object storage answers a PUT). */
  answerWith(status: number): void
  stop(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A local HTTP server standing in for the object storage behind Lithic's presigned evidence upload URLs. */
export async function startUploadServer(): Promise<UploadServer> {
  const received: ReceivedUpload[] = []
  let status = 200
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    })
    response.writeHead(status).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      status = next
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
