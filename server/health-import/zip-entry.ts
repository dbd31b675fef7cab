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

/** Reads a zip's table of contents; a file that is not a zip is `corrupt`. */
async function openZip(file: string): Promise<yauzl.ZipFile> {
  try {
    return await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(file, {lazyEntries: true, autoClose: false}, (error, opened) => error ? reject(error) : resolve(opened)))
  } catch {
    throw new HealthImportError('corrupt', 'The zip file is damaged: its table of contents cannot be read.')
  }
}

/** Opens the first entry `wanted` accepts; null when none does. A file that is not a zip is `corrupt`. */
export async function openZipEntry(file: string, wanted: (name: string) => boolean): Promise<ZipEntryStream | null> {
  const zip = await openZip(file)
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

/**
 * Streams every entry `wanted` accepts, one after the other, to `read` (which must consume or
 * destroy the stream before it resolves). Returns how many there were.
 */
export async function readZipEntries(file: string, wanted: (name: string) => boolean, read: (entry: ZipEntryStream) => Promise<void>): Promise<number> {
  const zip = await openZip(file)
  let count = 0
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new HealthImportError('corrupt', 'The zip file is damaged.')))
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName)) return zip.readEntry()
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(new HealthImportError('corrupt', 'The zip file is damaged.'))
          count++
          read({name: entry.fileName, size: entry.uncompressedSize, stream}).then(() => zip.readEntry(), (failure) => {
            stream.destroy()
            reject(failure)
          })
        })
      })
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
  return count
}

/** The names and inflated sizes of a zip's entries that `wanted` accepts (its table of contents only). */
export async function listZipEntries(file: string, wanted: (name: string) => boolean): Promise<{name: string; size: number}[]> {
  const found: {name: string; size: number}[] = []
  const zip = await openZip(file)
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new HealthImportError('corrupt', 'The zip file is damaged.')))
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        if (wanted(entry.fileName)) found.push({name: entry.fileName, size: entry.uncompressedSize})
        zip.readEntry()
      })
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
  return found
}
