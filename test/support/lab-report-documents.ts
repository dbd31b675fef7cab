/**
 * The lab report corpus as documents (docs/lab-results.md, "The corpus as PDFs and photos"): each
 * text case laid out as a printable lab printout, printed by Debian's Chromium to a PDF with a text
 * layer, and photographed: a screenshot of the printout made to look like a phone photo of it
 * (tilted, blurred, lit unevenly, an off-white page on a darker table, JPEG artefacts), from a
 * random seeded by the case, so that a case always gives the same photo. CSV cases stay CSV.
 *
 * Used by bench/lab-reports.mjs, bench/lab-report-documents.mjs and the jest test of the pipeline.
 * Outputs are cached in the system's temporary folder, keyed by a hash of what makes them.
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {chromium, type Browser} from 'playwright-core'
import sharp from 'sharp'
import type {LabReportCase} from '../../src/labs/types'

/** Raise when the layout or the photo's making changes, so that cached documents are made again. */
const DOCUMENTS_VERSION = 5
export const DOCUMENTS_CACHE = path.join(os.tmpdir(), 'hale-lab-report-documents')

/** CSS pixels per inch in Chromium, and the scale of the screenshot: about 170 dpi. */
const CSS_DPI = 96
const PHOTO_SCALE = 1.75
/** A4 in CSS pixels. */
const A4 = {width: 794, height: 1123}

export interface ReportDocuments {
  /** The printout as Chromium prints it: a PDF with a text layer. */
  pdf: Buffer
  /** A JPEG that looks like a phone photo of the printout. */
  photo: Buffer
}

/** How a photo is degraded; all drawn from the case's seed. */
export interface PhotoRecipe {
  degrees: number
  blurSigma: number
  jpegQuality: number
  /** The page's colour (off-white). */
  paper: [number, number, number]
  /** The table's colour around the page. */
  background: [number, number, number]
  /** The darkest the light gets across the photo, 1 = even light. */
  shade: number
  /** The direction the light falls off, in degrees. */
  lightAngle: number
  noiseSigma: number
  /** Seeds the sensor noise, so that the same recipe gives the same photo on every machine. */
  noiseSeed: number
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

interface Cell { start: number; text: string }

/** A line's cells: split on runs of two or more spaces or tabs, each with where it starts. */
export function cellsOf(line: string): Cell[] {
  const cells: Cell[] = []
  const pattern = /\S+(?: \S+)*/g
  const expanded = line.replace(/\t/g, '    ')
  for (let match = pattern.exec(expanded); match; match = pattern.exec(expanded)) cells.push({start: match.index, text: match[0]})
  return cells
}

/** Consecutive table lines as a grid: a column wherever cells start at about the same place. */
function grid(lines: readonly Cell[][]): string[][] {
  const starts = [...new Set(lines.flat().map((cell) => cell.start))].sort((a, b) => a - b)
  const columns: number[] = []
  for (const start of starts) if (columns.length === 0 || start - columns[columns.length - 1]! > 3) columns.push(start)
  return lines.map((cells) => {
    const row: string[] = new Array<string>(columns.length).fill('')
    let last = -1
    for (const cell of cells) {
      let column = 0
      while (column + 1 < columns.length && columns[column + 1]! <= cell.start + 1) column++
      column = Math.min(Math.max(column, last + 1), columns.length - 1)
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text
      last = column
    }
    return row
  })
}

/**
 * A case's text as a printable page: its first line as the lab's letterhead, runs of lines with
 * two or more columns as tables (the first as the table's head when it has no digits), other lines
 * as paragraphs.
 */
export function reportHtml(item: Pick<LabReportCase, 'text' | 'language'>): string {
  const lines = item.text.split(/\r?\n/)
  const body: string[] = []
  const [head = '', ...rest] = lines
  body.push(`<header><div class="logo"></div><h1>${escapeHtml(head.trim())}</h1></header>`)
  let table: Cell[][] = []
  const flush = () => {
    if (table.length === 0) return
    const rows = grid(table)
    const hasHead = rows.length > 1 && !/\d/.test(rows[0]!.join(''))
    const cells = (row: string[], tag: string) => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')
    body.push(`<table>${hasHead ? `<thead><tr>${cells(rows[0]!, 'th')}</tr></thead>` : ''}<tbody>${
      rows.slice(hasHead ? 1 : 0).map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`)
    table = []
  }
  for (const line of rest) {
    const cells = cellsOf(line)
    // "Patient: …    Collected: …": fields of the letterhead, not a table's row.
    const fields = cells.some((cell) => /^[^\d:]{1,30}:(\s|$)/.test(cell.text))
    if (cells.length >= 2 && !fields) { table.push(cells); continue }
    flush()
    if (fields && cells.length >= 2) {
      body.push(`<p class="fields">${cells.map((cell) => `<span>${escapeHtml(cell.text)}</span>`).join('')}</p>`)
      continue
    }
    if (line.trim() === '') continue
    const indent = /^\s+/.test(line)
    const heading = !indent && !/\d/.test(line) && line.trim().length < 48
    body.push(heading ? `<h2>${escapeHtml(line.trim())}</h2>` : `<p${indent ? ' class="note"' : ''}>${escapeHtml(line.trim())}</p>`)
  }
  flush()
  return `<!doctype html><html lang="${item.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; background: #fff }
body { width: ${A4.width}px; min-height: ${A4.height}px; padding: 56px 60px; font: 13px/1.45 "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: #111 }
header { display: flex; align-items: center; gap: 14px; border-bottom: 2px solid #234; padding-bottom: 10px; margin-bottom: 14px }
.logo { width: 34px; height: 34px; border-radius: 50%; background: #2a5d84; flex: none }
h1 { font-size: 18px; margin: 0; color: #1d3b55 }
h2 { font-size: 13.5px; margin: 14px 0 4px; text-transform: none; border-bottom: 1px solid #999 }
p { margin: 3px 0 }
p.fields { display: flex; gap: 56px }
p.note { margin-left: 24px; font-size: 12px; color: #333 }
table { border-collapse: collapse; width: 100%; margin: 6px 0 10px }
th { text-align: left; font-weight: bold; border-bottom: 1px solid #333; padding: 3px 8px 3px 0 }
td { padding: 2px 8px 2px 0; vertical-align: top; white-space: nowrap }
tbody tr:nth-child(even) td { background: #f1f1f1 }
</style></head><body>${body.join('\n')}</body></html>`
}

/** A small seeded random (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The degradation of one case's photo, drawn from its id and text. */
export function photoRecipe(item: Pick<LabReportCase, 'id' | 'text'>): PhotoRecipe {
  const random = seededRandom(`${item.id}\n${item.text}`)
  const between = (low: number, high: number) => low + (high - low) * random()
  const sign = random() < 0.5 ? -1 : 1
  const paperWhite = between(232, 250)
  const table = between(55, 125)
  return {
    degrees: Math.round(sign * between(1, 5) * 100) / 100,
    blurSigma: Math.round(between(0.6, 1.3) * 100) / 100,
    jpegQuality: Math.round(between(40, 75)),
    paper: [Math.round(paperWhite), Math.round(paperWhite - between(2, 8)), Math.round(paperWhite - between(8, 20))],
    background: [Math.round(table), Math.round(table * between(0.8, 0.95)), Math.round(table * between(0.6, 0.85))],
    shade: Math.round(between(0.62, 0.85) * 100) / 100,
    lightAngle: Math.round(between(0, 360)),
    noiseSigma: Math.round(between(4, 10)),
    noiseSeed: Math.floor(random() * 2 ** 32),
  }
}

/**
 * Grey-centred Gaussian noise, `channels` bytes a pixel, drawn from a seeded random (Box–Muller):
 * libvips' own noise is drawn afresh on every call, which made each run's photo a different one.
 */
export function gaussianNoise(width: number, height: number, channels: number, sigma: number, seed: number): Buffer {
  // Clamped bytes round and clip by themselves. The random is mulberry32 (as `seededRandom`)
  // inlined, with Math's functions held locally: the loop stays fast inside jest's sandbox.
  const noise = new Uint8ClampedArray(width * height * channels)
  const {sqrt, log, cos, sin, imul, PI} = Math
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = imul(state ^ (state >>> 15), state | 1)
    t ^= t + imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  for (let index = 0; index < noise.length; index += 2) {
    const radius = sqrt(-2 * log(1 - next())) * sigma
    const angle = 2 * PI * next()
    noise[index] = 128 + radius * cos(angle)
    noise[index + 1] = 128 + radius * sin(angle)
  }
  return Buffer.from(noise.buffer, noise.byteOffset, noise.byteLength)
}

/** A screenshot of the printout made into a phone photo of it. */
export async function degrade(screenshot: Buffer, recipe: PhotoRecipe): Promise<Buffer> {
  const [r, g, b] = recipe.paper
  // Ink is not black on a photo and paper is not white: map 0..255 into the page's colours.
  const page = await sharp(screenshot).flatten({background: '#ffffff'}).removeAlpha()
    .linear([(r - 38) / 255, (g - 38) / 255, (b - 36) / 255], [38, 38, 36]).png().toBuffer()
  const {width = 0, height = 0} = await sharp(page).metadata()
  const margin = Math.round(Math.max(width, height) * 0.06)
  const [br, bg, bb] = recipe.background
  const onTable = await sharp(page)
    .extend({top: margin, bottom: margin, left: margin, right: margin, background: {r: br, g: bg, b: bb}})
    .rotate(recipe.degrees, {background: {r: br, g: bg, b: bb}})
    .png().toBuffer({resolveWithObject: true})
  const {width: w, height: h} = onTable.info
  // Uneven light: a gradient from full light to `shade`, multiplied over the photo.
  const angle = recipe.lightAngle * Math.PI / 180
  const x = Math.cos(angle) * 50
  const y = Math.sin(angle) * 50
  const dark = Math.round(255 * recipe.shade)
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="l" x1="${50 - x}%" y1="${50 - y}%" x2="${50 + x}%" y2="${50 + y}%">`
    + `<stop offset="0" stop-color="rgb(255,255,250)"/><stop offset="0.55" stop-color="rgb(238,236,230)"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark - 6})"/>`
    + `</linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`
  const noise = await sharp(gaussianNoise(w, h, 3, recipe.noiseSigma, recipe.noiseSeed), {raw: {width: w, height: h, channels: 3}}).png().toBuffer()
  const lit = await sharp(onTable.data)
    .composite([{input: Buffer.from(light), blend: 'multiply'}, {input: noise, blend: 'soft-light'}])
    .png().toBuffer()
  return sharp(lit).blur(recipe.blurSigma).jpeg({quality: recipe.jpegQuality, chromaSubsampling: '4:2:0'}).toBuffer()
}

/** Debian's Chromium, headless, as test/support/browser.ts launches it (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

/** Prints and photographs pages with one browser, started on the first page not in the cache. */
export class ReportPrinter {
  #browser: Promise<Browser> | null = null
  readonly cacheDir: string

  constructor(cacheDir = DOCUMENTS_CACHE) {
    this.cacheDir = cacheDir
  }

  /**
   * A case's PDF and photo, from the cache when they were made before. `variant` draws another
   * photo of the same printout (another seed), to see how a reading holds up beyond one photo.
   */
  async documents(item: Pick<LabReportCase, 'id' | 'text' | 'language'>, variant = 0): Promise<ReportDocuments & {key: string}> {
    const html = reportHtml(item)
    const recipe = photoRecipe(variant === 0 ? item : {id: `${item.id}#${variant}`, text: item.text})
    const key = createHash('sha256').update(JSON.stringify([DOCUMENTS_VERSION, PHOTO_SCALE, html, recipe])).digest('hex').slice(0, 24)
    const pdfFile = path.join(this.cacheDir, `${key}.pdf`)
    const photoFile = path.join(this.cacheDir, `${key}.jpg`)
    try {
      return {pdf: readFileSync(pdfFile), photo: readFileSync(photoFile), key}
    } catch {
      // Not made yet.
    }
    const {pdf, screenshot} = await this.#render(html)
    const photo = await degrade(screenshot, recipe)
    mkdirSync(this.cacheDir, {recursive: true})
    for (const [file, data] of [[pdfFile, pdf], [photoFile, photo]] as const) {
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, data)
      renameSync(partial, file)
    }
    return {pdf, photo, key}
  }

  async #render(html: string): Promise<{pdf: Buffer; screenshot: Buffer}> {
    this.#browser ??= launchChromium()
    const browser = await this.#browser
    const context = await browser.newContext({viewport: A4, deviceScaleFactor: PHOTO_SCALE})
    try {
      const page = await context.newPage()
      await page.setContent(html, {waitUntil: 'load'})
      const pdf = await page.pdf({format: 'A4', printBackground: true, margin: {top: '0', right: '0', bottom: '0', left: '0'}})
      const screenshot = await page.screenshot({fullPage: true, type: 'png'})
      return {pdf, screenshot}
    } finally {
      await context.close()
    }
  }

  async close(): Promise<void> {
    const browser = this.#browser
    this.#browser = null
    if (browser) await (await browser).close()
  }
}

/** The screenshot's resolution, for the record: CSS pixels times the scale, per inch. */
export const PHOTO_DPI = Math.round(CSS_DPI * PHOTO_SCALE)
