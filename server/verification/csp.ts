/**
 * What the human check needs in the Content-Security-Policy: hCaptcha's script, its frames, its
 * styles and its API, all served from hcaptcha.com and its subdomains (hCaptcha's own guidance),
 * plus the origin of `HCAPTCHA_SCRIPT_URL` when a test points the script elsewhere.
 */
import type {ContentSecuritySources} from '../framework/steps/security-headers'
import type {AppConfig} from '../config'

export const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const

export function hcaptchaSources(config: Pick<AppConfig, 'hcaptcha'>): ContentSecuritySources {
  const {scriptUrl} = config.hcaptcha
  const hosts = scriptUrl ? [...HCAPTCHA_HOSTS, new URL(scriptUrl).origin] : [...HCAPTCHA_HOSTS]
  return {script: hosts, style: hosts, connect: hosts, frame: hosts}
}
