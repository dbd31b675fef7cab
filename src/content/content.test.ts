import {Brain, Heart, Pill, Stethoscope, TestTube, Watch, Wind} from 'lucide-react'
import {findTopic, topicPaths, topics, type TopicCatalog} from './topics'
import en from './topics/en'
import es from './topics/es'
import fr from './topics/fr'
import de from './topics/de'
import {helpSlugs, helpSource} from './help'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

/** Every server module's source (tests left out), to find the settings it reads. */
function readServerSources(): string {
  const root = path.resolve(__dirname, '../../server')
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n')
}

const catalogs: Record<string, TopicCatalog> = {en, es, fr, de}
const locales = Object.keys(catalogs)
const translations = locales.filter((locale) => locale !== 'en')

/** Every slug path of the structure, computed here independently of `topicPaths`. */
function structurePaths(): string[] {
  const paths: string[] = []
  for (const parent of topics) {
    paths.push(parent.slug)
    for (const child of parent.children) paths.push(`${parent.slug}/${child.slug}`)
  }
  return paths
}

describe('topic structure', () => {
  it('has the seven topics of docs/product.md, in order, with their icons', () => {
    expect(topics.map((topic) => [topic.slug, topic.icon])).toEqual([
      ['general-health', Stethoscope],
      ['medications', Pill],
      ['lab-results', TestTube],
      ['mental-health', Brain],
      ['heart', Heart],
      ['breathing-allergies', Wind],
      ['sleep-activity', Watch],
    ])
  })

  it.each(topics.map((topic) => [topic.slug, topic] as const))('%s has at least two subtopics, each a leaf with an icon', (_slug, topic) => {
    expect(topic.children.length).toBeGreaterThanOrEqual(2)
    for (const child of topic.children) {
      expect(child.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(child.children).toEqual([])
      expect(['function', 'object']).toContain(typeof child.icon)
    }
  })

  it('has unique slugs among siblings', () => {
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(topics.length)
    for (const topic of topics) {
      expect(new Set(topic.children.map((child) => child.slug)).size).toBe(topic.children.length)
    }
  })

  it('has heart/blood-pressure', () => {
    expect(structurePaths()).toContain('heart/blood-pressure')
  })

  it('lists every path in topicPaths, parents before children', () => {
    expect(topicPaths()).toEqual(structurePaths())
  })
})

describe('findTopic', () => {
  it('resolves a topic to a chain of one node', () => {
    const chain = findTopic(['heart'])
    expect(chain?.map((node) => node.slug)).toEqual(['heart'])
    expect(chain?.[0]?.icon).toBe(Heart)
  })

  it('resolves a subtopic to the chain parent → child', () => {
    expect(findTopic(['heart', 'blood-pressure'])?.map((node) => node.slug)).toEqual(['heart', 'blood-pressure'])
  })

  it.each([
    [['nope']],
    [['heart', 'nope']],
    [['blood-pressure']],                       // a subtopic is not a top-level topic
    [['medications', 'blood-pressure']],        // nor a child of another topic
    [['Heart']],                                // slugs are case-sensitive
    [['heart', 'blood-pressure', 'extra']],     // deeper than two levels
    [['constructor']],
    [['__proto__']],
    [[]],
  ])('returns null for %j', (slug) => {
    expect(findTopic(slug)).toBeNull()
  })
})

describe('topic catalogs', () => {
  const expectedKeys = [...structurePaths()].sort()

  it.each(locales)('%s has exactly the keys of the structure', (locale) => {
    expect(Object.keys(catalogs[locale]!).sort()).toEqual(expectedKeys)
  })

  it.each(locales)('%s has a title, summary, description and three non-empty questions for every key', (locale) => {
    for (const key of expectedKeys) {
      const text = catalogs[locale]![key]!
      expect({key, title: text.title.trim().length > 0, summary: text.summary.trim().length > 0, description: text.description.trim().length > 0})
        .toEqual({key, title: true, summary: true, description: true})
      expect(text.questions).toHaveLength(3)
      for (const question of text.questions) {
        expect(question.trim()).not.toBe('')
        expect(question).toMatch(/\?$/)
      }
    }
  })

  it('writes Spanish questions with the opening ¿', () => {
    for (const key of expectedKeys) {
      for (const question of es[key]!.questions) expect(question.startsWith('¿')).toBe(true)
    }
  })

  it.each(translations)('%s translates every description and question (none is a copy of the English)', (locale) => {
    const copies: string[] = []
    for (const key of expectedKeys) {
      const text = catalogs[locale]![key]!
      const english = en[key]!
      if (text.description === english.description) copies.push(`${key} description`)
      text.questions.forEach((question, index) => {
        if (english.questions.includes(question)) copies.push(`${key} question ${index + 1}`)
      })
    }
    expect(copies).toEqual([])
  })
})

/** The contents of the fenced code blocks of a markdown page, in order. */
function codeBlocks(markdown: string): string[] {
  const blocks: string[] = []
  let current: string[] | null = null
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      if (current) {
        blocks.push(current.join('\n'))
        current = null
      } else {
        current = [line]
      }
    } else if (current) {
      current.push(line)
    }
  }
  if (current) throw new Error('Expected every fenced code block to be closed')
  return blocks
}

/** Lines outside code blocks. */
function proseLines(markdown: string): string[] {
  let inFence = false
  return markdown.split('\n').filter((line) => {
    if (line.startsWith('```')) {
      inFence = !inFence
      return false
    }
    return !inFence
  })
}

describe('help pages', () => {
  it('lists the four pages', () => {
    expect(helpSlugs).toEqual(['index', 'privacy', 'voice', 'self-hosting'])
  })

  describe.each(locales)('%s', (locale) => {
    it.each(helpSlugs)('%s starts with its only "# " title', (slug) => {
      const source = helpSource(locale, slug)
      expect(typeof source).toBe('string')
      expect(source).toMatch(/^# \S[^\n]*\n/)
      expect(proseLines(source!).filter((line) => line.startsWith('# '))).toHaveLength(1)
    })

    it.each(helpSlugs)('%s has the same fenced code blocks as English', (slug) => {
      const blocks = codeBlocks(helpSource(locale, slug)!)
      const english = codeBlocks(helpSource('en', slug)!)
      expect(blocks).toHaveLength(english.length)
      expect(blocks).toEqual(english)
    })

    it.each(helpSlugs)('%s is a translation, not a copy of the English', (slug) => {
      if (locale === 'en') return
      expect(helpSource(locale, slug)).not.toBe(helpSource('en', slug))
    })

    it('privacy names the retention placeholder and hCaptcha’s privacy policy and terms', () => {
      const privacy = helpSource(locale, 'privacy')!
      expect(privacy).toContain('\n{retention}\n')
      expect(privacy).toContain('(https://www.hcaptcha.com/privacy)')
      expect(privacy).toContain('(https://www.hcaptcha.com/terms)')
      expect(privacy).toContain('(/history)')
    })

    it('index links to the other help pages without a locale prefix', () => {
      const index = helpSource(locale, 'index')!
      for (const slug of ['privacy', 'voice', 'self-hosting']) expect(index).toContain(`](/help/${slug})`)
      expect(index).not.toMatch(/\]\(\/(en|es|fr|de)\//)
    })

    it('has at least one GFM table across its pages', () => {
      const tables = helpSlugs.filter((slug) => /^\|[-| :]+\|$/m.test(helpSource(locale, slug)!))
      expect(tables.length).toBeGreaterThanOrEqual(1)
    })
  })

  it('has self-hosting code blocks (the installation of the systemd unit of deploy/ among them)', () => {
    const blocks = codeBlocks(helpSource('en', 'self-hosting')!)
    expect(blocks.some((block) => block.startsWith('```sh') && block.includes('deploy/systemd/hale.service /etc/systemd/system/'))).toBe(true)
  })

  it.each(['en', 'es', 'fr', 'de'])('documents in %s only settings the server reads', (locale) => {
    const documented = [...helpSource(locale, 'self-hosting')!.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]!)
    expect(documented.length).toBeGreaterThan(20)
    const serverCode = readServerSources()
    expect(documented.filter((name) => !new RegExp(`\\b${name}\\b`).test(serverCode))).toEqual([])
  })

  it('falls back to English for an unknown locale', () => {
    expect(helpSource('xx', 'privacy')).toBe(helpSource('en', 'privacy'))
  })

  it('uses the language of a regional locale', () => {
    expect(helpSource('es-MX', 'voice')).toBe(helpSource('es', 'voice'))
    expect(helpSource('FR', 'voice')).toBe(helpSource('fr', 'voice'))
  })

  it.each(['nope', '', 'constructor', '__proto__', 'toString', 'Privacy', 'en/privacy'])('returns null for the unknown slug %j', (slug) => {
    expect(helpSource('en', slug)).toBeNull()
    expect(helpSource('xx', slug)).toBeNull()
  })
})
