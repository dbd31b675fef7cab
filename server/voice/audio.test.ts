import {audioSeconds, sniffAudio} from './audio'
import {formatClock} from '../../src/voice/clock'
import {formatLimit, languageOf} from '../../src/voice/duration'
import {m4a, mp3Frame, mp3WithId3, mp4WithDuration, oggOpus, png, wav, webm} from '../../test/support/audio-fixtures'

describe('sniffAudio: the type from the bytes', () => {
  it.each([
    ['WebM', webm(64), 'audio/webm', 'webm'],
    ['Ogg', oggOpus(1), 'audio/ogg', 'ogg'],
    ['M4A', m4a(), 'audio/mp4', 'm4a'],
    ['WAV', wav(0.1), 'audio/wav', 'wav'],
    ['MP3 with ID3', mp3WithId3(), 'audio/mpeg', 'mp3'],
    ['MP3 frame', mp3Frame(), 'audio/mpeg', 'mp3'],
  ])('%s', (_name, bytes, mime, extension) => {
    expect(sniffAudio(bytes)).toMatchObject({mime, extension})
  })

  it.each([
    ['PNG', png()],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<!doctype html><p>hi</p>')],
    ['multipart', Buffer.from('------WebKitFormBoundary\r\nContent-Disposition: form-data; name="file"\r\n\r\n')],
    ['RIFF that is not WAVE (AVI)', Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'), Buffer.alloc(16)])],
    ['AAC ADTS (layer 00)', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0])],
    ['three bytes', Buffer.from([0x1a, 0x45, 0xdf])],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffAudio(bytes)).toBeNull()
  })
})

describe('audioSeconds: the length the container states', () => {
  it('reads a WAV exactly', () => {
    expect(audioSeconds('wav', wav(2.5))).toBeCloseTo(2.5, 5)
    expect(audioSeconds('wav', wav(3, {sampleRate: 8000}))).toBeCloseTo(3, 5)
  })

  it('counts the bytes of a streamed WAV whose data size says 0xFFFFFFFF', () => {
    const bytes = wav(1.5)
    bytes.writeUInt32LE(0xffffffff, 40)
    expect(audioSeconds('wav', bytes)).toBeCloseTo(1.5, 5)
  })

  it('reads Ogg Opus from the last granule position, minus the pre-skip', () => {
    expect(audioSeconds('ogg', oggOpus(7.25))).toBeCloseTo(7.25, 3)
  })

  it('reads the MP4 movie header, and says "unknown" when it is zero (fragmented)', () => {
    expect(audioSeconds('mp4', mp4WithDuration(42))).toBeCloseTo(42, 3)
    expect(audioSeconds('mp4', mp4WithDuration(0))).toBeNull()
    expect(audioSeconds('mp4', m4a())).toBeNull()
  })

  it('does not know WebM or MP3, and survives lying headers', () => {
    expect(audioSeconds('webm', webm(64))).toBeNull()
    expect(audioSeconds('mpeg', mp3Frame())).toBeNull()
    const broken = wav(1).subarray(0, 30)
    expect(audioSeconds('wav', broken)).toBeNull()
    const lying = mp4WithDuration(5)
    lying.writeUInt32BE(0xfffffff0, 24) // moov says it is enormous
    expect(() => audioSeconds('mp4', lying)).not.toThrow()
  })
})

describe('recording lengths in words', () => {
  it.each([[0, '0:00'], [7, '0:07'], [59.9, '0:59'], [125, '2:05']])('formatClock(%p) is %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text)
  })

  it.each([
    ['en', 120, '2 minutes'], ['es', 120, '2 minutos'], ['fr', 120, '2 minutes'], ['de', 120, '2 Minuten'],
    ['en', 90, '90 seconds'], ['de', 45, '45 Sekunden'],
  ])('formatLimit(%p, %p) is %p', (locale, seconds, text) => {
    expect(formatLimit(locale, seconds)).toBe(text)
  })

  it('gives transcription servers the language alone', () => {
    expect([languageOf('fr'), languageOf('en-US'), languageOf('nl-BE')]).toEqual(['fr', 'en', 'nl'])
  })
})
