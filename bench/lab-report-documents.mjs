/**
 * The lab report corpus as PDFs and phone photos (test/support/lab-report-documents.ts), and the
 * bundle of the TypeScript modules the lab-report bench runs.
 *
 *   node bench/lab-report-documents.mjs [--out DIR]   write the development half's PDFs and photos
 *                                                      to DIR (default: a temporary folder) to look at
 *
 * `loadLabModules()` bundles the extractor, the corpus, the document maker, the scorer and the
 * heavy-work runner (pdfText, ocr) and the tidying of OCR text the server stores, with esbuild,
 * packages left to node_modules.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {build} from 'esbuild'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const entry = `
export {extractLabRows} from './src/labs/extract'
export {developmentHalf, heldOutHalf} from './src/labs/corpus'
export {ReportPrinter, reportHtml, photoRecipe, PHOTO_DPI} from './test/support/lab-report-documents'
export {scoreRows, OCR_LANGUAGES} from './test/support/lab-report-score'
export {HeavyWork} from './server/attachments/heavy-work'
export {tidyOcrReading, unsureWordsIn} from './server/attachments/ocr-words'
`

/** The bundled modules; the bundle's folder is removed once they are loaded. */
export async function loadLabModules() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hale-lab-reports-'))
  const outfile = path.join(dir, 'lab-modules.mjs')
  try {
    await build({
      stdin: {contents: entry, resolveDir: root, loader: 'ts'}, bundle: true, format: 'esm', platform: 'node', outfile,
      logLevel: 'error', packages: 'external', nodePaths: [path.join(root, 'node_modules')],
      // heavy-work.ts finds pdf.js, sharp and libheif with require.resolve, from the project's node_modules.
      banner: {js: `import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(${JSON.stringify(path.join(root, 'package.json'))});`},
    })
    // Packages resolve from the bundle's folder: point it at the project's node_modules.
    const {symlinkSync} = await import('node:fs')
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out')
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : mkdtempSync(path.join(os.tmpdir(), 'hale-lab-documents-'))
  mkdirSync(out, {recursive: true})
  const {developmentHalf, ReportPrinter, reportHtml, photoRecipe, PHOTO_DPI} = await loadLabModules()
  const printer = new ReportPrinter()
  try {
    for (const cases of Object.values(developmentHalf)) {
      for (const item of cases) {
        if (item.kind !== 'text') continue
        const {pdf, photo} = await printer.documents(item)
        writeFileSync(path.join(out, `${item.id}.html`), reportHtml(item))
        writeFileSync(path.join(out, `${item.id}.pdf`), pdf)
        writeFileSync(path.join(out, `${item.id}.jpg`), photo)
        const recipe = photoRecipe(item)
        console.log(`${item.id}: tilt ${recipe.degrees}°, blur ${recipe.blurSigma}, JPEG ${recipe.jpegQuality}, light down to ${recipe.shade}`)
      }
    }
  } finally {
    await printer.close()
  }
  console.log(`\nPDFs and photos (about ${PHOTO_DPI} dpi) in ${out}`)
}
