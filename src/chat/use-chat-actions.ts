/**
 * What the chat page does with the visitor's messages: send one (with its attachments and the
 * local red-flag verdict), answer again, stop. Text the server never saved goes back into the
 * composer, and files back into chips. When the server asks for the human check, the text
 * waits in the composer (with its emergency banner, if it needs one) and goes again once the
 * visitor passes. Screen readers hear how each answer ended; focus stays in the composer.
 */
import {useCallback, useRef, useState, type Dispatch, type RefObject, type SetStateAction} from 'react'
import type {UseAttachments} from '../attachments/use-attachments'
import {useRoute} from '../framework'
import {useTranslation} from '../framework/i18n/use-translation'
import {emergencyOf, type Emergency, type SafetyContacts} from '../safety/emergency'
import {loadRedFlagDetector, useRedFlagDetector} from '../safety/local-detector'
import type {HumanCheckState} from '../verification/use-human-check'
import {firstSentence} from './announce'
import {needsVerification} from './api-error'
import type {MessageAttachment} from './types'
import type {AutoScroll} from './use-auto-scroll'
import type {ChatRunResult, UseChat} from './use-chat'

export interface ChatActionsOptions {
  chat: UseChat
  human: HumanCheckState
  attachments: UseAttachments
  contacts: SafetyContacts
  /** Says a text through the page's live region. */
  announce: (text: string) => void
  textarea: RefObject<HTMLTextAreaElement | null>
  scroll: AutoScroll
}

export interface ChatActions {
  /** The composer's text (kept here, so a message that was not sent can come back). */
  draft: string
  setDraft: Dispatch<SetStateAction<string>>
  /** The banner for a message that waits for the human check (it is not in the list meanwhile). */
  waitingEmergency: Emergency | null
  /** `given`: attachments handed over with the first message (by `/`); otherwise the composer's. */
  send(text: string, given?: readonly MessageAttachment[]): void
  regenerate(): void
  stop(): void
  /** The visitor passed the human check: what waited for it goes now. */
  onPassed(): void
  /** An answer's Copy button copied (or failed to). */
  onCopied(ok: boolean): void
}

export function useChatActions({chat, human, attachments, contacts, announce, textarea, scroll}: ChatActionsOptions): ChatActions {
  const t = useTranslation()
  const {locale} = useRoute()
  const {send: sendMessage, regenerate: regenerateAnswer, stop: stopAnswer, dismissNotice} = chat
  const [draft, setDraft] = useState('')
  const detectRedFlags = useRedFlagDetector(draft !== '')
  const [waitingEmergency, setWaitingEmergency] = useState<Emergency | null>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft
  /** The latest send and regenerate, for sending again once the visitor passes the check. */
  const again = useRef<{send: (text: string) => void; regenerate: () => void} | null>(null)

  const finish = useCallback((result: ChatRunResult | null, retry?: 'send' | 'regenerate') => {
    if (!result) return
    if (result.unsaved !== null) {
      const text = result.unsaved
      setDraft((current) => (current.trim() === '' ? text : `${text}\n${current}`))
    }
    if (result.refusal && needsVerification(result.refusal)) {
      // The check speaks for itself (its region has the message); the text is back in the composer.
      dismissNotice()
      const unsaved = result.unsaved
      setWaitingEmergency(null)
      if (unsaved !== null) void loadRedFlagDetector().then((detect) => setWaitingEmergency(emergencyOf(detect(unsaved, locale), contacts)), () => {})
      human.ask(result.refusal.expired === true, () => {
        if (retry === 'regenerate') {
          again.current?.regenerate()
          return
        }
        const text = draftRef.current
        if (text.trim() !== '') again.current?.send(text)
      })
      return
    }
    if (result.outcome === 'done') {
      const excerpt = firstSentence(result.answer ?? '')
      announce(excerpt ? t('chat.finished', {text: excerpt}) : t('chat.finishedEmpty'))
    } else if (result.outcome === 'aborted') {
      announce(t('chat.stoppedAnnouncement'))
    }
    // Errors are shown in a role="alert" element or on the answer, which say it themselves.
  }, [announce, t, dismissNotice, locale, contacts, human])

  const {take: takeAttachments, restore: restoreAttachments} = attachments
  const send = useCallback((text: string, given?: readonly MessageAttachment[]) => {
    setDraft('')
    setWaitingEmergency(null)
    const attached = given ? [...given] : takeAttachments()
    textarea.current?.focus({preventScroll: true})
    requestAnimationFrame(() => scroll.scrollToEnd())
    void sendMessage(text, attached, detectRedFlags?.(text, locale)).then((result) => {
      // Not sent: the files come back as chips, like the text into the box.
      if (result.unsaved !== null && attached.length > 0) restoreAttachments(attached)
      finish(result, 'send')
    })
  }, [sendMessage, finish, scroll, takeAttachments, restoreAttachments, detectRedFlags, locale, textarea])

  const regenerate = useCallback(() => {
    requestAnimationFrame(() => scroll.scrollToEnd())
    void regenerateAnswer().then((result) => finish(result, 'regenerate'))
    // The button that was clicked goes away while the answer streams: keep focus in the composer.
    textarea.current?.focus({preventScroll: true})
  }, [regenerateAnswer, finish, scroll, textarea])

  const stop = useCallback(() => {
    stopAnswer()
    textarea.current?.focus({preventScroll: true})
  }, [stopAnswer, textarea])

  again.current = {send, regenerate}

  const onPassed = useCallback(() => {
    textarea.current?.focus({preventScroll: true})
    announce(t('verify.passed'))
    human.passed()
  }, [announce, human, t, textarea])

  const onCopied = useCallback((ok: boolean) => announce(ok ? t('chat.copied') : t('chat.copyFailed')), [announce, t])

  return {draft, setDraft, waitingEmergency, send, regenerate, stop, onPassed, onCopied}
}
