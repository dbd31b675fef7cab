/**
 * Escape during the hand-over from the recorder to the upload: the recording stops, the audio
 * arrives a moment later, and by then the visitor has cancelled, so nothing may be sent.
 */
import type {Recording} from './recorder'
import {VoiceSession} from './session'
import type {VoiceOptions, VoiceState} from './use-voice-input'

function recordingSession() {
  let handOver!: (audio: Blob) => void
  const recording: Recording = {analyser: null, finish: () => new Promise<Blob>((resolve) => (handOver = resolve)), cancel: () => {}}
  const states: VoiceState[] = []
  const state: VoiceState = {phase: {name: 'recording', mode: 'recorder'}, elapsed: 0, interim: '', analyser: null, notice: null, announcement: ''}
  const options = {maxSeconds: 60, locale: 'fr', transcription: true} as unknown as VoiceOptions
  const session = new VoiceSession(() => options, state, (next) => states.push(next))
  // As `start` leaves it once the recorder runs.
  Object.assign(session, {recording, startedAt: Date.now()})
  const transcribe = jest.spyOn(session as unknown as {transcribe: () => Promise<void>}, 'transcribe').mockResolvedValue(undefined)
  return {session, states, transcribe, handOver: (audio: Blob) => handOver(audio)}
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

it('sends the audio once the recorder hands it over', async () => {
  const {session, transcribe, handOver} = recordingSession()
  session.finish()
  handOver(new Blob(['audio']))
  await flush()
  expect(transcribe).toHaveBeenCalledTimes(1)
})

it('sends nothing when Escape came before the recorder handed the audio over', async () => {
  const {session, states, transcribe, handOver} = recordingSession()
  session.finish()
  session.cancel()
  handOver(new Blob(['audio']))
  await flush()
  expect(transcribe).not.toHaveBeenCalled()
  expect(states.at(-1)).toMatchObject({phase: {name: 'idle'}, notice: {key: 'voice.cancelled'}})
})
