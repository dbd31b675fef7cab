/**
 * A recording's elapsed time, for the voice panel (src/voice/components/VoicePanel.tsx, loaded when
 * the mic is first pointed at or pressed; the lengths the composer and the server write are in
 * ./duration.ts).
 */

/** `m:ss`, as a recording's elapsed time: 7 → `0:07`, 125 → `2:05`. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
