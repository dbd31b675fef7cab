/** The model client's clocks for waiting on the model server (server/chat/model-client.ts). */

/** The reason the model request is aborted with when one of its clocks runs out. */
export class Timeout {
  constructor(readonly which: 'first token' | 'idle' | 'total', readonly ms: number) {}
}

/**
 * The first-token and idle clocks. They count only the time spent waiting for the server
 * (inside `wait`), so a slow consumer never looks like a slow server. Running out aborts the
 * request with a `Timeout` reason.
 */
export class WaitClock {
  #waited = 0
  #started = false
  #timer: ReturnType<typeof setTimeout> | undefined
  constructor(
    private readonly upstream: AbortController,
    private readonly options: {firstTokenTimeoutMs: number; idleTimeoutMs: number},
  ) {}

  async wait<T>(promise: Promise<T>): Promise<T> {
    const limit = this.#started ? this.options.idleTimeoutMs : this.options.firstTokenTimeoutMs
    const which = this.#started ? 'idle' : 'first token'
    const begin = performance.now()
    this.#timer = setTimeout(() => this.upstream.abort(new Timeout(which, limit)), Math.max(0, limit - this.#waited))
    try {
      return await promise
    } finally {
      clearTimeout(this.#timer)
      this.#waited += performance.now() - begin
    }
  }

  /** A piece of the answer arrived. */
  progress(): void {
    this.#started = true
    this.#waited = 0
  }

  stop(): void {
    clearTimeout(this.#timer)
  }
}
