/**
 * The environment `npm start` gives the server: the `NAME=value` assignments its script puts
 * before `node dist/server.js` (package.json). The benchmarks start Hale, and their baselines, with
 * them, so that they measure Hale as an operator starts it.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function startEnvironment() {
  const {scripts} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const command = scripts.start.split('&&').map((part) => part.trim()).find((part) => part.endsWith('node dist/server.js'))
  if (!command) throw new Error('package.json: the start script does not run node dist/server.js')
  const words = command.split(/\s+/)
  return Object.fromEntries(words.slice(0, words.indexOf('node')).map((word) => {
    const equals = word.indexOf('=')
    if (equals < 1) throw new Error(`package.json: the start script's "${word}" before node is not NAME=value`)
    return [word.slice(0, equals), word.slice(equals + 1)]
  }))
}
