/** What each part of the storage contract (test/storage/contract.ts) gets from the runner. */
import type {Conversation, Session, Storage} from '../../../server/storage/storage'

export interface ContractContext {
  /** The storage of the test that is running (a fresh one per test). */
  storage(): Storage
  /** Moves the storage clock forward. */
  advance(ms: number): void
  /** A session with one conversation. */
  conversationFixture(title?: string): Promise<{session: Session; conversation: Conversation}>
}

/** What every id looks like: 22 base64url characters. */
export const idPattern = /^[A-Za-z0-9_-]{22}$/
