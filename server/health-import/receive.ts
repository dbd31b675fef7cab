/**
 * An export's body written to a file as it arrives, never held: the byte count is checked on
 * every chunk and the file removed at once when it goes past the limit or the visitor leaves.
 */
import {createWriteStream} from 'node:fs'
import {rm} from 'node:fs/promises'
import type {Readable} from 'node:stream'
import {pipeline} from 'node:stream/promises'
import {HealthImportError} from './errors'

export async function receiveToFile(body: Readable, file: string, maxBytes: number, signal: AbortSignal): Promise<number> {
  let received = 0
  try {
    await pipeline(body, async function* limit(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        received += chunk.length
        if (received > maxBytes) throw new HealthImportError('too_large', `The export is larger than ${maxBytes} bytes.`)
        yield chunk
      }
    }, createWriteStream(file, {flags: 'wx', mode: 0o600}), {signal})
    return received
  } catch (error) {
    await rm(file, {force: true})
    throw error
  }
}
