/**
 * A minimal zip writer for tests: one or more entries, each deflated (or stored as it is) as it
 * streams to disk (local header, data, data descriptor, then the central directory), so that a
 * test can make a zip of hundreds of megabytes without holding it.
 */
import {createWriteStream, type WriteStream} from 'node:fs'
import {once} from 'node:events'
import {crc32, createDeflateRaw} from 'node:zlib'

interface Written {
  name: Buffer
  crc: number
  compressed: number
  size: number
  offset: number
  method: number
}

export class ZipWriter {
  private readonly out: WriteStream
  private readonly entries: Written[] = []
  private offset = 0

  constructor(file: string) {
    this.out = createWriteStream(file)
  }

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length
    if (!this.out.write(bytes)) await once(this.out, 'drain')
  }

  /** Adds an entry whose content comes from `chunks`, deflated, or as it is with `store`. */
  async add(name: string, chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>, {store = false} = {}): Promise<void> {
    const method = store ? 0 : 8
    const fileName = Buffer.from(name)
    const offset = this.offset
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4) // version needed
    header.writeUInt16LE(0x0008, 6) // sizes in the data descriptor
    header.writeUInt16LE(method, 8) // 8 deflate, 0 stored
    header.writeUInt16LE(fileName.length, 26)
    await this.write(Buffer.concat([header, fileName]))
    let crc = 0
    let size = 0
    let compressed = 0
    if (store) {
      for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
        crc = crc32(bytes, crc)
        size += bytes.length
        await this.write(bytes)
      }
      compressed = size
      return this.finishEntry(fileName, offset, method, crc, size, compressed)
    }
    const deflate = createDeflateRaw({level: 1})
    const drained = (async () => {
      for await (const piece of deflate as AsyncIterable<Buffer>) {
        compressed += piece.length
        await this.write(piece)
      }
    })()
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      crc = crc32(bytes, crc)
      size += bytes.length
      if (!deflate.write(bytes)) await once(deflate, 'drain')
    }
    deflate.end()
    await drained
    await this.finishEntry(fileName, offset, method, crc, size, compressed)
  }

  private async finishEntry(fileName: Buffer, offset: number, method: number, crc: number, size: number, compressed: number): Promise<void> {
    if (size >= 0xffffffff || compressed >= 0xffffffff) throw new Error('zip64 is not written by this test helper')
    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(crc >>> 0, 4)
    descriptor.writeUInt32LE(compressed, 8)
    descriptor.writeUInt32LE(size, 12)
    await this.write(descriptor)
    this.entries.push({name: fileName, crc: crc >>> 0, compressed, size, offset, method})
  }

  async close(): Promise<void> {
    const start = this.offset
    for (const entry of this.entries) {
      const record = Buffer.alloc(46)
      record.writeUInt32LE(0x02014b50, 0)
      record.writeUInt16LE(20, 4)
      record.writeUInt16LE(20, 6)
      record.writeUInt16LE(0x0008, 8)
      record.writeUInt16LE(entry.method, 10)
      record.writeUInt32LE(entry.crc, 16)
      record.writeUInt32LE(entry.compressed, 20)
      record.writeUInt32LE(entry.size, 24)
      record.writeUInt16LE(entry.name.length, 28)
      record.writeUInt32LE(entry.offset, 42)
      await this.write(Buffer.concat([record, entry.name]))
    }
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    await this.write(end)
    this.out.end()
    await once(this.out, 'close')
  }
}
