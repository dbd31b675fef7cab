// Child of the read-only tests (sqlite.test.ts): opens the store bundled from sqlite-store.ts in
// <dataDir>, creates a session, closes, and prints the outcome as one line of JSON. The parent
// runs it as an unprivileged user when the tests run as root (root ignores file modes).
// Usage: node open-child.mjs <bundle.mjs> <dataDir>
import {pathToFileURL} from 'node:url'

const [bundle, dataDir] = process.argv.slice(2)
const {openSqliteStore} = await import(pathToFileURL(bundle).href)
try {
  const storage = openSqliteStore({dataDir})
  await storage.sessions.create()
  await storage.close()
  console.log(JSON.stringify({ok: true}))
} catch (error) {
  console.log(JSON.stringify({ok: false, name: error.name, code: error.code, message: error.message}))
}
