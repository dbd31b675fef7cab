/**
 * Recorded audio as it arrives at `POST /api/transcribe`: its type from the bytes (never the
 * name or `Content-Type`, docs/security.md "Uploads") and, where the container states it, its length.
 */

export type AudioKind = 'webm' | 'ogg' | 'mp4' | 'wav' | 'mpeg'

export interface AudioType {
  kind: AudioKind
  /** The content type the transcription server is told. */
  mime: string
  /** The file name's extension, which OpenAI-compatible servers look at. */
  extension: string
}

const TYPES: Record<AudioKind, AudioType> = {
  webm: {kind: 'webm', mime: 'audio/webm', extension: 'webm'},
  ogg: {kind: 'ogg', mime: 'audio/ogg', extension: 'ogg'},
  mp4: {kind: 'mp4', mime: 'audio/mp4', extension: 'm4a'},
  wav: {kind: 'wav', mime: 'audio/wav', extension: 'wav'},
  mpeg: {kind: 'mpeg', mime: 'audio/mpeg', extension: 'mp3'},
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length))
}

/**
 * The audio type of `bytes` by its magic number: WebM/Matroska (EBML `1A 45 DF A3`), Ogg
 * (`OggS`), MP4/M4A (`ftyp` at offset 4), WAV (`RIFF….WAVE`), MPEG audio (`ID3` or an MPEG
 * frame header: 11 sync bits, a valid version and layer). Null for anything else.
 */
export function sniffAudio(bytes: Uint8Array): AudioType | null {
  if (bytes.length < 4) return null
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return TYPES.webm
  if (ascii(bytes, 0, 4) === 'OggS') return TYPES.ogg
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return TYPES.mp4
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return TYPES.wav
  if (ascii(bytes, 0, 3) === 'ID3') return TYPES.mpeg
  // Frame sync (11 bits), version not "reserved" (01), layer not "reserved" (00: that is AAC's ADTS).
  const b1 = bytes[1]!
  if (bytes[0] === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0x00) return TYPES.mpeg
  return null
}

/**
 * The length in seconds the container states, where it states it reliably: WAV (the data
 * chunk's size over the byte rate), Ogg Opus and Vorbis (the last page's granule position),
 * MP4 (the movie header, when not zero as in fragmented files). Null when it cannot tell
 * (WebM from MediaRecorder has no duration; MP3 would need every frame read).
 */
export function audioSeconds(kind: AudioKind, bytes: Uint8Array): number | null {
  try {
    if (kind === 'wav') return wavSeconds(bytes)
    if (kind === 'ogg') return oggSeconds(bytes)
    if (kind === 'mp4') return mp4Seconds(bytes)
  } catch {
    // A header that lies about its sizes: the byte limit still holds.
  }
  return null
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function wavSeconds(bytes: Uint8Array): number | null {
  const data = view(bytes)
  let byteRate = 0
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4)
    const size = data.getUint32(offset + 4, true)
    if (id === 'fmt ' && offset + 20 <= bytes.length) byteRate = data.getUint32(offset + 8 + 8, true)
    if (id === 'data') {
      if (byteRate === 0) return null
      // A streamed WAV may say 0 or 0xFFFFFFFF: count what is there.
      const available = bytes.length - offset - 8
      const dataSize = size === 0 || size > available ? available : size
      return dataSize / byteRate
    }
    offset += 8 + size + (size % 2)
  }
  return null
}

function oggSeconds(bytes: Uint8Array): number | null {
  const data = view(bytes)
  // The first page holds the codec's identification header.
  let rate: number
  let preSkip = 0
  const firstPayload = 27 + (bytes[26] ?? 0)
  if (ascii(bytes, firstPayload, 8) === 'OpusHead') {
    rate = 48_000
    preSkip = data.getUint16(firstPayload + 10, true)
  } else if (bytes[firstPayload] === 0x01 && ascii(bytes, firstPayload + 1, 6) === 'vorbis') {
    rate = data.getUint32(firstPayload + 12, true)
  } else {
    return null
  }
  if (rate === 0) return null
  // The last page whose granule position is set (-1 means no packet ends on it).
  for (let offset = bytes.length - 27; offset >= 0; offset -= 1) {
    if (bytes[offset] !== 0x4f || ascii(bytes, offset, 4) !== 'OggS' || bytes[offset + 4] !== 0) continue
    const low = data.getUint32(offset + 6, true)
    const high = data.getUint32(offset + 10, true)
    if (low === 0xffffffff && high === 0xffffffff) continue
    return Math.max(0, high * 2 ** 32 + low - preSkip) / rate
  }
  return null
}

function mp4Seconds(bytes: Uint8Array): number | null {
  const data = view(bytes)
  const moov = findBox(bytes, data, 'moov', 0, bytes.length)
  if (!moov) return null
  const mvhd = findBox(bytes, data, 'mvhd', moov.start, moov.end)
  if (!mvhd) return null
  const version = bytes[mvhd.start]
  let timescale: number
  let duration: number
  if (version === 1) {
    timescale = data.getUint32(mvhd.start + 20)
    duration = data.getUint32(mvhd.start + 24) * 2 ** 32 + data.getUint32(mvhd.start + 28)
  } else {
    timescale = data.getUint32(mvhd.start + 12)
    duration = data.getUint32(mvhd.start + 16)
  }
  // Fragmented MP4 (Safari's MediaRecorder) says 0 here: unknown, not zero.
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null
  return duration / timescale
}

/** The contents of the first box named `type` among the boxes from `start` to `end`. */
function findBox(bytes: Uint8Array, data: DataView, type: string, start: number, end: number): {start: number; end: number} | null {
  let offset = start
  while (offset + 8 <= end) {
    let size = data.getUint32(offset)
    let header = 8
    if (size === 1) {
      size = data.getUint32(offset + 8) * 2 ** 32 + data.getUint32(offset + 12)
      header = 16
    } else if (size === 0) {
      size = end - offset
    }
    if (size < header) return null
    if (ascii(bytes, offset + 4, 4) === type) return {start: offset + header, end: Math.min(offset + size, end)}
    offset += size
  }
  return null
}
