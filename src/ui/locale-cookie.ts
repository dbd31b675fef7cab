/** The cookie that keeps a visitor's chosen language (the server's locale detection reads it). */
export const LOCALE_COOKIE = 'HALE_LOCALE'
