/**
 * What the chat screens (`/` and `/chat/[id]`) need to know of the operator's configuration,
 * sent as one page prop. Only values that are safe to show in the browser: never a secret.
 * Built on the server by `server/chat-settings.ts`.
 */
export interface ChatSettings {
  /** Longest message, in characters. */
  maxMessageChars: number
  /** Shown on the emergency banner as a `tel:` link. */
  emergencyNumber: string | null
  /** Shown on the banner for self-harm. */
  crisisLine: string | null
  // issue 4 (verification): add fields below this line
  // issue 5 (voice, attachments): add fields below this line
  /** Largest attachment, in bytes. */
  maxUploadBytes: number
  /** Attachments one message may carry. */
  maxAttachments: number
}
