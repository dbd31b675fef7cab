/** The most text one `POST /api/speech` takes (OpenAI's limit for `/audio/speech`): the browser sends a longer answer in pieces. */
export const MAX_SPEECH_CHARS = 4096
