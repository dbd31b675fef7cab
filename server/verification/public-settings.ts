import type {VerificationSettings} from '../../src/chat/chat-settings'
import type {AppConfig} from '../config'

export type {VerificationSettings}

/** What the browser needs to show hCaptcha's check: never the secret. For the chat screens' settings. */
export function verificationSettings(config: Pick<AppConfig, 'hcaptcha'>): VerificationSettings {
  const {enabled, sitekey, size, scriptUrl} = config.hcaptcha
  return {enabled, sitekey, size, scriptSource: scriptUrl}
}
