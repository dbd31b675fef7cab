/** The browser-safe part of the configuration that the chat screens get (src/chat/chat-settings.ts). */
import type {ChatSettings} from '../../src/chat/chat-settings'
import {verificationSettings} from '../verification/public-settings'
import type {AppConfig} from '../config'
import type {OcrReader} from '../attachments/ocr'

/** `ocr`: the reader found at start (services.ocr), null when OCR is off. */
export function chatSettings(config: AppConfig, ocr: OcrReader | null): ChatSettings {
  return {
    maxMessageChars: config.maxMessageChars,
    emergencyNumber: config.emergencyNumber ?? null,
    crisisLine: config.crisisLine ?? null,
    poisonControl: config.poisonControl ?? null,
    // verification
    verification: verificationSettings(config),
    // voice, attachments
    transcription: config.transcribe.baseUrl !== undefined,
    speech: config.speech.baseUrl !== undefined,
    maxAudioSeconds: config.transcribe.maxAudioSeconds,
    maxUploadBytes: config.attachments.maxUploadBytes,
    maxHealthImportBytes: config.healthImport.maxBytes,
    maxAttachments: config.attachments.maxFiles,
    ocr: ocr !== null,
  }
}
