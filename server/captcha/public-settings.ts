import type {AppConfig} from '../config'

/** What the browser needs to show hCaptcha's check: never the secret. For the chat screens' settings. */
export interface VerificationSettings {
  /** False with `HCAPTCHA=off`: the UI never shows the check. */
  enabled: boolean
  sitekey: string
  size: 'normal' | 'compact' | 'invisible'
}

export function verificationSettings(config: Pick<AppConfig, 'hcaptcha'>): VerificationSettings {
  const {enabled, sitekey, size} = config.hcaptcha
  return {enabled, sitekey, size}
}
