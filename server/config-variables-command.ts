/**
 * `npm run env-example`: writes `.env.example` in the working folder from the variables' list
 * (./config-variables.ts). `--check` writes nothing and fails when the file differs.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {renderEnvExample} from './config-variables'

export async function main(argv: string[], _env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const file = path.resolve('.env.example')
  const text = renderEnvExample()
  if (argv.includes('--check')) {
    let current = ''
    try {
      current = readFileSync(file, 'utf8')
    } catch {
      // A missing file differs.
    }
    if (current === text) return 0
    err(`${file} is not what server/config-variables.ts describes: run npm run env-example`)
    return 1
  }
  writeFileSync(file, text)
  out(`Wrote ${file}`)
  return 0
}
