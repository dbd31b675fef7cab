#!/usr/bin/env node
/**
 * The README's "Layout", made from the tree: the top level, the folders one level into `src/`,
 * `client/`, `server/` and `test/`, and the engine's own folders one level further. Every folder
 * needs a line here; a folder that moved or went makes this script fail, and so does the test that
 * compares the README with its output (test/build/readme-layout.test.ts).
 *
 *   node docs/layout.mjs           print the block
 *   node docs/layout.mjs --write   put it into README.md, between the Layout markers
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What each folder is, in the order the block lists them. */
export const DESCRIPTIONS = {
  'build.mjs': 'builds the app named in package.json ("app"): the engine\'s build, server/framework/build',
  'src/': 'what runs in the browser and on the server',
  'src/framework/': 'the engine: Root document, Link, error page and boundary, page store, types',
  'src/framework/i18n/': 'the engine: catalog loading, translate, Intl caches, its own English messages',
  'src/framework/router/': 'the engine: pure routing (route table, matching, paths, locales, URLs)',
  'src/pages/': 'Hale\'s routes, one file per route (Next.js pages-router rules); _app.tsx is the shell',
  'src/attachments/': 'photos and documents: the upload queue, previews, chips, the drop zone',
  'src/chat/': 'the conversation: chat page, composer, message list, event-stream parser, state',
  'src/content/': 'topics and help pages (markdown) in every language',
  'src/health-data/': 'watch and phone exports: the 90-day summary per metric and day, its types (docs/health-data.md)',
  'src/labs/': 'lab results read from a report\'s text: names, units, ranges, flags, critical values, the table under a visitor\'s message; its corpus',
  'src/markdown/': 'micromark + GFM to safe HTML, and its cache (README.md inside)',
  'src/messages/': 'Hale\'s message catalogs (en is the reference; first-load/ for the first page)',
  'src/public/': 'files served at the site\'s root (favicon)',
  'src/safety/': 'the red-flag detector, its rules per language, its corpus, the emergency banner',
  'src/sharing/': 'share links: the dialog, the read-only shared page',
  'src/styles/': 'the stylesheet',
  'src/ui/': 'the header, footer, language switcher, icons, dialogs',
  'src/verification/': 'the human check (hCaptcha) and the session it opens',
  'src/voice/': 'voice input (recording, speech recognition, transcription) and reading answers aloud',
  'client/': 'the engine: hydration entry and client-side navigation',
  'server/': 'what runs only on the server; config.ts and services.ts are Hale\'s configuration and services',
  'server/framework/': 'the engine: app.ts (the pipeline), runtime.ts, env and config readers, errors',
  'server/framework/build/': 'the engine: esbuild plugins, route and catalog generation, the manifest, the .br/.gz copies',
  'server/framework/http/': 'the engine: small HTTP helpers (JSON bodies, files, answers)',
  'server/framework/render/': 'the engine: document, data files, error pages, page encoding',
  'server/framework/steps/': 'the engine: one file per pipeline step, named as in app.ts',
  'server/api/': 'Hale\'s API routes, one module per route, one export per method',
  'server/attachments/': 'uploads: multipart, sniffing, reading images and PDFs in capped child processes',
  'server/chat/': 'the relay: model client, event stream, chat settings, retention',
  'server/health-import/': 'health-data exports read as streams: Apple Health zip/XML, Google Fit CSV and JSON, generic CSV and JSON',
  'server/sharing/': 'share links and their snapshots',
  'server/storage/': 'the storage interface, its SQLite and PostgreSQL backends, their migrations, the fault answers',
  'server/verification/': 'siteverify, sessions, abuse limits, the CSP sources of the check',
  'server/voice/': 'audio checks, the transcription and speech clients',
  'test/': 'system suites (unit tests sit beside their modules as name.test.ts)',
  'test/browser/': 'Chromium through playwright-core',
  'test/build/': 'the build: first-load budget, server-only code, the engine boundary, this layout',
  'test/conformance/': 'every routing rule over HTTP against the fixture app',
  'test/deploy/': 'the deploy/ files for real: Hale behind nginx, systemd-analyze, caddy validate, the health check',
  'test/fixtures/': 'small apps the engine builds in tests (conformance, server-only, streaming)',
  'test/fuzz/': 'property-based tests of every parser that reads a request',
  'test/http/': 'Hale over real HTTP with real SQLite and fake model, transcription and siteverify servers',
  'test/storage/': 'the storage contract (run on SQLite and PostgreSQL), schema upgrades, killed and damaged databases',
  'test/support/': 'the fake servers, a throwaway PostgreSQL cluster, fixtures and helpers the suites share',
  'docs/': 'architecture, routing rules, security promises, product',
  'bench/': 'npm run bench and friends; figures in bench/README.md',
  'deploy/': 'files operators use as they are: systemd units, nginx and Caddy sites, a container file',
}

/** Folders whose own subfolders are listed too. */
const DEEP = new Set(['src/framework/', 'server/framework/'])
const TOP = ['build.mjs', 'src/', 'client/', 'server/', 'test/', 'docs/', 'bench/', 'deploy/']
/** Top-level folders listed without their subfolders. */
const SHALLOW = new Set(['client/', 'docs/', 'bench/', 'deploy/'])
const SKIPPED = new Set(['test/artifacts/'])

function folders(dir) {
  return readdirSync(path.join(root, dir), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}${entry.name}/`)
    .filter((folder) => !SKIPPED.has(folder))
}

/** The entries in the order they are printed, with their depth. */
export function layoutEntries() {
  const entries = []
  for (const top of TOP) {
    entries.push([top, 0])
    if (!top.endsWith('/') || SHALLOW.has(top)) continue
    // In the order of DESCRIPTIONS; folders it does not know last, so that the check names them.
    const order = (folder) => DESCRIPTIONS[folder] === undefined ? Infinity : Object.keys(DESCRIPTIONS).indexOf(folder)
    for (const child of folders(top).sort((a, b) => order(a) - order(b))) {
      entries.push([child, 1])
      if (DEEP.has(child)) for (const grandchild of folders(child).sort()) entries.push([grandchild, 2])
    }
  }
  return entries
}

/** The fenced block, or an error listing the folders without a line and the lines without a folder. */
export function layoutBlock() {
  const entries = layoutEntries()
  const listed = new Set(entries.map(([name]) => name))
  const undescribed = [...listed].filter((name) => DESCRIPTIONS[name] === undefined)
  const gone = Object.keys(DESCRIPTIONS).filter((name) => !listed.has(name))
  if (undescribed.length || gone.length) {
    throw new Error(`docs/layout.mjs: describe ${JSON.stringify(undescribed)}; remove ${JSON.stringify(gone)}`)
  }
  const lines = entries.map(([name, depth]) => {
    const label = `${'  '.repeat(depth)}${depth === 0 ? name : name.slice(name.slice(0, -1).lastIndexOf('/') + 1)}`
    return `${label.padEnd(26)}${DESCRIPTIONS[name]}`
  })
  return ['```', ...lines, '```'].join('\n')
}

export const START = '<!-- layout: node docs/layout.mjs --write -->'
export const END = '<!-- /layout -->'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const block = layoutBlock()
  if (process.argv.includes('--write')) {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const start = readme.indexOf(START)
    const end = readme.indexOf(END)
    if (start < 0 || end < start) throw new Error(`README.md: no ${START} … ${END} markers`)
    writeFileSync(path.join(root, 'README.md'), `${readme.slice(0, start + START.length)}\n${block}\n${readme.slice(end)}`)
  } else {
    console.log(block)
  }
}
