/**
 * A transcript goes into the message box where the caret is (replacing a selection), with a
 * space on either side where the words would otherwise run together.
 */
export function insertTranscript(value: string, start: number, end: number, text: string): {value: string; caret: number} {
  const words = text.trim()
  const from = Math.max(0, Math.min(start, value.length))
  const to = Math.max(from, Math.min(end, value.length))
  if (words === '') return {value, caret: to}
  const before = value.slice(0, from)
  const after = value.slice(to)
  const lead = before === '' || /\s$/.test(before) ? '' : ' '
  const trail = after === '' || /^\s/.test(after) ? '' : ' '
  return {value: before + lead + words + trail + after, caret: before.length + lead.length + words.length}
}
