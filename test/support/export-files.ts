/**
 * The export readers' tests: a temporary folder for the files they write (made before the tests,
 * removed after), a file or a zip written into it, and the readers run with a fixed "today" for
 * the 90-day rule (the fixtures' exports end in June 2024).
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {HealthImportError} from '../../server/health-import/errors'
import {readHealthExport as readExport} from '../../server/health-import/read-export'
import {ZipWriter} from './zip-writer'

export const TODAY = '2024-07-01'

/** Call at a test file's top level: registers the folder's beforeAll and afterAll. */
export function exportFiles(prefix: string) {
  let folder = ''
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), prefix))
  })
  afterAll(() => rmSync(folder, {recursive: true, force: true}))

  const readHealthExport = (at: string) => readExport(at, {today: TODAY})
  return {
    folder: () => folder,
    readHealthExport,
    file(name: string, content: string | Buffer): string {
      const at = path.join(folder, name)
      writeFileSync(at, content)
      return at
    },
    async zip(name: string, entries: Record<string, string>): Promise<string> {
      const at = path.join(folder, name)
      const writer = new ZipWriter(at)
      for (const [entry, content] of Object.entries(entries)) await writer.add(entry, [content])
      await writer.close()
      return at
    },
    /** The refusal's code; fails the test when the export is read. */
    async refusal(at: string): Promise<string> {
      try {
        await readHealthExport(at)
      } catch (error) {
        expect(error).toBeInstanceOf(HealthImportError)
        return (error as HealthImportError).code
      }
      throw new Error('read without an error')
    },
  }
}
