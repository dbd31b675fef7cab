// Child of the kill -9 test (sqlite.test.ts): opens the store bundled from sqlite-store.ts,
// writes messages one after another and prints `ack <id>` once each write has resolved (every
// tenth step is a transaction of two). The parent SIGKILLs it part-way through.
// Usage: node kill-child.mjs <bundle.mjs> <dataDir> <writes>
import {writeSync} from 'node:fs'
import {pathToFileURL} from 'node:url'

const [bundle, dataDir, writes] = process.argv.slice(2)
const {openSqliteStore} = await import(pathToFileURL(bundle).href)
const storage = openSqliteStore({dataDir})
const session = await storage.sessions.create()
const conversation = await storage.conversations.create({sessionId: session.id, locale: 'en'})
writeSync(1, `conversation ${conversation.id}\n`)

const payload = 'Symptom diary entry. '.repeat(50) // ~1 KB, so the WAL grows and checkpoints happen
const add = (i) => storage.messages.add({conversationId: conversation.id, role: i % 2 ? 'assistant' : 'user', content: `${i} ${payload}`, status: 'complete'})

for (let i = 0; i < Number(writes); i++) {
  if (i % 10 === 9) {
    const ids = await storage.transaction(async () => [(await add(i)).id, (await add(i)).id])
    writeSync(1, ids.map((id) => `ack ${id}\n`).join(''))
  } else {
    const message = await add(i)
    writeSync(1, `ack ${message.id}\n`) // synchronous: out before the next write starts
  }
}
await storage.close()
writeSync(1, 'done\n')
