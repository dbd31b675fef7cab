/**
 * Whether and how this page reads answers aloud, decided in the browser (the server's HTML cannot
 * know whether the browser has a voice) and kept on `<html data-read-aloud>`: `server` with the
 * speech server (`TTS_BASE_URL`, for visitors with a session), else `browser` where the browser
 * has speech synthesis. Without it the answers' Read aloud buttons stay hidden (by the style sheet).
 */
export type ReadAloudMode = 'server' | 'browser'

export function readAloudMode(): ReadAloudMode | null {
  const mode = document.documentElement.dataset.readAloud
  return mode === 'server' || mode === 'browser' ? mode : null
}

/** Marks the page: `server` when the speech server may be used here. Returns the undoing. */
export function markReadAloud(server: boolean): () => void {
  const html = document.documentElement
  if (server) html.dataset.readAloud = 'server'
  else if (typeof speechSynthesis !== 'undefined') html.dataset.readAloud = 'browser'
  return () => {
    delete html.dataset.readAloud
  }
}
