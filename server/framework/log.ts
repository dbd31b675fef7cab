/** One JSON object per line on stderr: easy to read in a terminal and to ship to a log store. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(write: (line: string) => void = (line) => process.stderr.write(line + '\n')): Logger {
  const log = (level: string) => (message: string, fields: Record<string, unknown> = {}) => {
    write(JSON.stringify({time: new Date().toISOString(), level, message, ...serializeFields(fields)}))
  }
  return {info: log('info'), warn: log('warn'), error: log('error')}
}

function serializeFields(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    result[key] = value instanceof Error ? {name: value.name, message: value.message, stack: value.stack} : value
  }
  return result
}

/** A logger that keeps its lines, for tests. */
export function createMemoryLogger(): Logger & {lines: {level: string; message: string; [key: string]: unknown}[]} {
  const lines: {level: string; message: string}[] = []
  const logger = createLogger((line) => lines.push(JSON.parse(line)))
  return Object.assign(logger, {lines})
}
