/**
 * The README's "Layout" is the tree's: docs/layout.mjs makes the block from the folders, and fails
 * on a folder without a description or a description without a folder.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const START = '<!-- layout: node docs/layout.mjs --write -->'
const END = '<!-- /layout -->'

it('the README lists exactly the folders of the tree, as docs/layout.mjs prints them', () => {
  const block = execFileSync(process.execPath, [path.join(root, 'docs/layout.mjs')], {encoding: 'utf8'}).trim()
  expect(block.split('\n').length).toBeGreaterThan(20)
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  expect(start).toBeGreaterThan(0)
  expect(end).toBeGreaterThan(start)
  // Run `node docs/layout.mjs --write` after adding, moving or removing a folder.
  expect(readme.slice(start + START.length, end).trim()).toBe(block)
})
