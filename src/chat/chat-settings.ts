/**
 * What the chat screens (`/` and `/chat/[id]`) need to know of the operator's configuration,
 * sent as one page prop. Only values that are safe to show in the browser: never a secret.
 * Built on the server by `server/chat/chat-settings.ts`.
 */
export interface ChatSettings {
  /** Longest message, in characters. */
  maxMessageChars: number
  /** Shown on the emergency banner as a `tel:` link. */
  emergencyNumber: string | null
  /** Shown on the banner for self-harm. */
  crisisLine: string | null
  /** Shown on the banner for an overdose or poisoning. */
  poisonControl: string | null
  // verification
  /** hCaptcha's check, shown when the server asks for it (`401 verification_required`). */
  verification: VerificationSettings
  // voice, attachments
  /** Whether the server can transcribe recorded audio (`TRANSCRIBE_BASE_URL` is set). */
  transcription: boolean
  /** Whether the server reads answers aloud with its speech server (`TTS_BASE_URL` is set). */
  speech: boolean
  /** Longest recording, in seconds (`MAX_AUDIO_SECONDS`). */
  maxAudioSeconds: number
  /** Largest attachment, in bytes. */
  maxUploadBytes: number
  /** Largest watch or phone export, in bytes (`HEALTH_IMPORT_MAX_BYTES`). */
  maxHealthImportBytes: number
  /** Attachments one message may carry. */
  maxAttachments: number
  /** Whether the server reads the text of photos (OCR): a photo's chip says so while it does. */
  ocr: boolean
}

/** What the browser needs to show hCaptcha's check (server/verification/public-settings.ts): never the secret. */
export interface VerificationSettings {
  /** False with `HCAPTCHA=off`: the UI never shows the check. */
  enabled: boolean
  sitekey: string
  size: 'normal' | 'compact' | 'invisible'
  /** For tests only (`HCAPTCHA_SCRIPT_URL`): the check's script instead of hCaptcha's CDN; null: the CDN. */
  scriptSource: string | null
}
