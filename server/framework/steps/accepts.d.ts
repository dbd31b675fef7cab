/** The part of `accepts` (Express's own dependency) that the static files step uses. */
declare module 'accepts' {
  import type {IncomingMessage} from 'node:http'
  interface Negotiator {
    /** The acceptable encodings of `available`, best first; ties go to the order of `preferred`. */
    encodings(available: string[], options?: {preferred?: string[]}): string[]
  }
  interface Accepts {
    negotiator: Negotiator
  }
  export default function accepts(req: IncomingMessage): Accepts
}
