/**
 * What every view of a conversation reads, kept in memory: the conversation itself (the owner
 * check), its messages and their attachments. `/chat/[id]`, its data file and the API read these
 * on every request, and they change only when the visitor sends, an answer streams or something is
 * deleted. The measurement that keeps this module is in bench/README.md ("Measures kept").
 *
 * It wraps a Storage and is the only place that knows about the cache: every write made through
 * the wrapper drops what it can have changed before it runs, so a read that follows a write never
 * sees the old value. That holds for one process per database (the SQLite backend's rule: one
 * writer); another process writing the same database would not be seen.
 *
 * Reads inside a transaction are never cached (a rollback would leave them behind), and a read
 * that overlapped a write is not stored (`generation`). Values are frozen and each list is a fresh
 * array, so no caller can change what the next one gets.
 */
import type {Attachment} from './attachments'
import type {Conversation, Message, Storage} from './storage'

export interface ConversationCacheOptions {
  /** Conversations kept (least recently read dropped first). Default 500. */
  maxConversations?: number
}

export function withConversationCache(storage: Storage, options: ConversationCacheOptions = {}): Storage {
  const maxConversations = options.maxConversations ?? 500
  const conversations = new Map<string, Readonly<Conversation>>()
  const messages = new Map<string, readonly Readonly<Message>[]>()
  /** Which cached list a message id is in, to drop that list when the message changes. */
  const listOf = new Map<string, string>()
  const attachments = new Map<string, readonly Readonly<Attachment>[]>()
  let generation = 0
  let openTransactions = 0

  const dropConversation = (id: string) => {
    generation++
    conversations.delete(id)
    for (const message of messages.get(id) ?? []) {
      listOf.delete(message.id)
      attachments.delete(message.id)
    }
    messages.delete(id)
  }
  const dropMessage = (id: string) => {
    generation++
    attachments.delete(id)
    const conversationId = listOf.get(id)
    if (conversationId !== undefined) dropConversation(conversationId)
  }
  const dropAll = () => {
    generation++
    conversations.clear()
    messages.clear()
    listOf.clear()
    attachments.clear()
  }
  const dropAttachmentsOf = (messageId: string) => {
    generation++
    attachments.delete(messageId)
  }
  const dropAllAttachments = () => {
    generation++
    attachments.clear()
  }

  /** Whether a read that began at `started` may be stored now. */
  const mayStore = (started: number) => started === generation && openTransactions === 0
  /** Keeps at most `maxConversations` entries, dropping the least recently read. */
  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key)
    map.set(key, value)
    if (map.size > maxConversations) {
      const oldest = map.keys().next().value as string
      if (map === messages) dropConversation(oldest)
      else map.delete(oldest)
    }
  }
  /** A write: what it can change is dropped before it runs, and again after (a read may have run meanwhile). */
  const writing = async <T>(drop: () => void, write: () => Promise<T>): Promise<T> => {
    drop()
    try {
      return await write()
    } finally {
      drop()
    }
  }

  return {
    sessions: {
      ...storage.sessions,
      // Deleting a session deletes its conversations, messages and attachments.
      delete: (id) => writing(dropAll, () => storage.sessions.delete(id)),
      erase: (id) => writing(dropAll, () => storage.sessions.erase(id)),
    },
    conversations: {
      ...storage.conversations,
      get: async (sessionId, id) => {
        const cached = conversations.get(id)
        if (cached) {
          remember(conversations, id, cached)
          return cached.sessionId === sessionId ? cached : null
        }
        const started = generation
        const conversation = await storage.conversations.get(sessionId, id)
        if (conversation && mayStore(started)) remember(conversations, id, Object.freeze(conversation))
        return conversation
      },
      rename: (sessionId, id, title) => writing(() => dropConversation(id), () => storage.conversations.rename(sessionId, id, title)),
      delete: (sessionId, id) => writing(() => dropConversation(id), () => storage.conversations.delete(sessionId, id)),
      touch: (id) => writing(() => dropConversation(id), () => storage.conversations.touch(id)),
      deleteInactive: (before) => writing(dropAll, () => storage.conversations.deleteInactive(before)),
    },
    messages: {
      ...storage.messages,
      list: async (conversationId) => {
        const cached = messages.get(conversationId)
        if (cached) {
          remember(messages, conversationId, cached)
          return [...cached]
        }
        const started = generation
        const list = await storage.messages.list(conversationId)
        if (mayStore(started)) {
          for (const message of list) {
            Object.freeze(message)
            listOf.set(message.id, conversationId)
          }
          remember(messages, conversationId, Object.freeze([...list]))
        }
        return list
      },
      add: (input) => writing(() => dropConversation(input.conversationId), () => storage.messages.add(input)),
      update: (id, patch) => writing(() => dropMessage(id), () => storage.messages.update(id, patch)),
      delete: (id) => writing(() => dropMessage(id), () => storage.messages.delete(id)),
      finishAbandoned: (before) => writing(dropAll, () => storage.messages.finishAbandoned(before)),
    },
    attachments: {
      ...storage.attachments,
      forMessages: async (messageIds) => {
        const result = new Map<string, Attachment[]>()
        const missing = messageIds.filter((id) => {
          const cached = attachments.get(id)
          if (cached === undefined) return true
          if (cached.length > 0) result.set(id, [...cached])
          return false
        })
        if (missing.length === 0) return result
        const started = generation
        const found = await storage.attachments.forMessages(missing)
        const store = mayStore(started) && attachments.size + missing.length <= maxConversations * 20
        for (const id of missing) {
          const list = found.get(id)
          if (list) result.set(id, list)
          if (store) attachments.set(id, Object.freeze((list ?? []).map((attachment) => Object.freeze(attachment))))
        }
        return result
      },
      attach: (sessionId, ids, messageId) => writing(() => dropAttachmentsOf(messageId), () => storage.attachments.attach(sessionId, ids, messageId)),
      delete: (sessionId, id) => writing(dropAllAttachments, () => storage.attachments.delete(sessionId, id)),
      deleteUnsent: (before) => writing(dropAllAttachments, () => storage.attachments.deleteUnsent(before)),
    },
    limits: storage.limits,
    shares: storage.shares,
    transaction: async (fn) => {
      openTransactions++
      try {
        return await storage.transaction(fn)
      } finally {
        openTransactions--
      }
    },
    check: () => storage.check(),
    ping: () => storage.ping(),
    close: () => storage.close(),
  }
}
