/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&`, U+2028 and U+2029
 * are escaped, so no value can close the script or start markup.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, escapeChar)
}

function escapeChar(char: string): string {
  return '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0')
}

/** The id of the script element that carries the boot data. */
export const BOOT_ELEMENT_ID = '__APP_DATA__'
