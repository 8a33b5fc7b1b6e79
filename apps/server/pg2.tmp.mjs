import { PGlite } from '@electric-sql/pglite'
const mb = (x) => (x / 1048576).toFixed(1)
const show = (label) => { const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heap', mb(m.heapTotal), 'ext', mb(m.external), 'ab', mb(m.arrayBuffers)) }
const dir = process.argv[2]
const sb = process.argv[3] ?? '32MB'
const db = await PGlite.create({ dataDir: dir, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`] })
show('created')
await new Promise(r => setTimeout(r, 3000)); global.gc(); show('after 3s+gc')
await db.close(); global.gc(); await new Promise(r => setTimeout(r, 1000)); global.gc(); show('closed')
