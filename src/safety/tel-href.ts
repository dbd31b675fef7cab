/** Emergency numbers as links. */

/**
 * A `tel:` URL for an emergency number as the operator wrote it (`112`, `+1 (555) 010-0100`):
 * digits only, with a leading `+` kept. Null when there are no digits.
 */
export function telHref(number: string): string | null {
  const trimmed = number.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits === '') return null
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}
