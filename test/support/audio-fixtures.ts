/**
 * Audio made by the tests themselves: WAV files of silence (or a tone), and the first bytes of
 * the other accepted containers, enough for type and length checks (transcription servers in
 * tests are fakes and never decode them).
 */

/** A 16-bit mono PCM WAV of `seconds` at `sampleRate`: silence, or a 440 Hz tone. */
export function wav(seconds: number, options: {sampleRate?: number; tone?: boolean} = {}): Buffer {
  const sampleRate = options.sampleRate ?? 16_000
  const samples = Math.round(seconds * sampleRate)
  const data = Buffer.alloc(samples * 2)
  if (options.tone) {
    for (let index = 0; index < samples; index += 1) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)), index * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** A WebM (EBML) header padded with `filler` to exactly `size` bytes. */
export function webm(size: number, filler = 0): Buffer {
  const head = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d])
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), filler)]).subarray(0, size)
}

/** One Ogg page with `payload` (a single segment table entry per 255 bytes). */
function oggPage(payload: Buffer, granule: bigint, sequence: number, headerType: number): Buffer {
  const segments: number[] = []
  let left = payload.length
  while (left >= 255) {
    segments.push(255)
    left -= 255
  }
  segments.push(left)
  const header = Buffer.alloc(27)
  header.write('OggS', 0, 'ascii')
  header[4] = 0
  header[5] = headerType
  header.writeBigUInt64LE(granule, 6)
  header.writeUInt32LE(1, 14)
  header.writeUInt32LE(sequence, 18)
  header[26] = segments.length
  return Buffer.concat([header, Buffer.from(segments), payload])
}

/** An Ogg Opus stream's pages saying it lasts `seconds` (OpusHead, OpusTags, one audio page). */
export function oggOpus(seconds: number): Buffer {
  const head = Buffer.alloc(19)
  head.write('OpusHead', 0, 'ascii')
  head[8] = 1
  head[9] = 1
  head.writeUInt16LE(312, 10) // pre-skip
  head.writeUInt32LE(48_000, 12)
  const tags = Buffer.concat([Buffer.from('OpusTags', 'ascii'), Buffer.alloc(8)])
  const granule = BigInt(Math.round(seconds * 48_000) + 312)
  return Buffer.concat([oggPage(head, 0n, 0, 2), oggPage(tags, 0n, 1, 0), oggPage(Buffer.alloc(200, 0xfc), granule, 2, 4)])
}

/** The start of an M4A file (`ftyp`), then filler. */
export function m4a(size = 64): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypM4A \0\0\0\0M4A mp42', 'ascii')])
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length))])
}

/** An MP4 with a movie header (`moov`/`mvhd`, version 0) saying it lasts `seconds`. */
export function mp4WithDuration(seconds: number): Buffer {
  const ftyp = m4a(24)
  const mvhd = Buffer.alloc(8 + 100)
  mvhd.writeUInt32BE(mvhd.length, 0)
  mvhd.write('mvhd', 4, 'ascii')
  mvhd.writeUInt32BE(1000, 8 + 12) // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 8 + 16) // duration
  const moovHeader = Buffer.alloc(8)
  moovHeader.writeUInt32BE(8 + mvhd.length, 0)
  moovHeader.write('moov', 4, 'ascii')
  return Buffer.concat([ftyp, moovHeader, mvhd])
}

/** An MP3 starting with an ID3 tag, and one starting with a bare MPEG-1 Layer III frame header. */
export const mp3WithId3 = (): Buffer => Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), Buffer.alloc(64)])
export const mp3Frame = (): Buffer => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(64)])

/** A tiny real PNG (1×1), to post as "audio/webm". */
export const png = (): Buffer => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
