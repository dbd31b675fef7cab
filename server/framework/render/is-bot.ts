/**
 * Crawlers and link-preview fetchers get the complete document in one piece (React's
 * `onAllReady`); browsers get the shell as soon as it is ready.
 */
const BOT_PATTERN = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|preview|lighthouse|mediapartners|adsbot|ia_archiver/i

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.length < 1024 && BOT_PATTERN.test(userAgent)
}
