/**
 * One file of a zip, found by name and streamed out (yauzl reads the central directory and
 * inflates the entry as it is read, never the whole file at once).
 */
import type {Readable} from 'node:stream'
import yauzl from 'yauzl'
import {HealthImportError} from './errors'

export interface ZipEntryStream {
  name: string
  /** The entry's size once inflated, as the zip declares it (yauzl checks it while reading). */
  size: number
  stream: Readable
}

/** Opens the first entry `wanted` accepts; null when none does. A file that is not a zip is `corrupt`. */
export async function openZipEntry(file: string, wanted: (name: string) => boolean): Promise<ZipEntryStream | null> {
  let zip: yauzl.ZipFile
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(file, {lazyEntries: true, autoClose: false}, (error, opened) => error ? reject(error) : resolve(opened)))
  } catch {
    throw new HealthImportError('corrupt', 'The zip file is damaged: its table of contents cannot be read.')
  }
  return new Promise<ZipEntryStream | null>((resolve, reject) => {
    const fail = () => {
      zip.close()
      reject(new HealthImportError('corrupt', 'The zip file is damaged.'))
    }
    zip.on('error', fail)
    zip.on('end', () => {
      zip.close()
      resolve(null)
    })
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!wanted(entry.fileName)) return zip.readEntry()
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail()
        stream.on('close', () => zip.close())
        resolve({name: entry.fileName, size: entry.uncompressedSize, stream})
      })
    })
    zip.readEntry()
  })
}
