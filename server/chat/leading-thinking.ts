/**
 * A reasoning model's thinking, taken off the start of its answer. Served without a reasoning
 * parser (DeepSeek-R1 distills, Qwen3 and QwQ on llama.cpp's server or vLLM, older Ollama), such a
 * model streams its thinking inline, as `<think>…</think>` before the answer. The thinking is not
 * the answer: it is never shown, saved, exported or shared. Only a block at the very start (after
 * white space) is thinking; a `<think>` later in an answer is the answer's text. The tags may
 * arrive split across deltas, so a delta's text is held while it may still become one.
 */
const OPEN = '<think>'
const CLOSE = '</think>'

export class LeadingThinking {
  private state: 'start' | 'thinking' | 'after' | 'answer' = 'start'
  /** Text held back: the start while it may still open a block, the end of the thinking while it may still close it. */
  private held = ''

  /** Whether a thinking block has opened and not yet closed. */
  get thinking(): boolean {
    return this.state === 'thinking'
  }

  /** The part of `delta` that is the answer's text (often empty at the start). */
  push(delta: string): string {
    if (this.state === 'answer') return delta
    this.held += delta
    if (this.state === 'start') {
      const start = this.held.trimStart()
      if (start.startsWith(OPEN)) {
        this.state = 'thinking'
        this.held = start.slice(OPEN.length)
      } else if (start === '' || OPEN.startsWith(start)) {
        return ''
      } else {
        return this.release()
      }
    }
    if (this.state === 'thinking') {
      const close = this.held.indexOf(CLOSE)
      if (close < 0) {
        // Only the last characters can begin the closing tag: the rest of the thinking is dropped.
        this.held = this.held.slice(-(CLOSE.length - 1))
        return ''
      }
      this.state = 'after'
      this.held = this.held.slice(close + CLOSE.length)
    }
    // After the block, the white space that separates it from the answer is not the answer's.
    this.held = this.held.trimStart()
    return this.held === '' ? '' : this.release()
  }

  /** What is still held when the answer ends: a start that never became a tag. An unclosed block is dropped. */
  end(): string {
    return this.state === 'start' ? this.release() : ''
  }

  private release(): string {
    const text = this.held
    this.held = ''
    this.state = 'answer'
    return text
  }
}
