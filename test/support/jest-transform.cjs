// Jest transformer: TypeScript, TSX and ESM-only packages → CommonJS through esbuild.
// Markdown files become modules that export their text, as the esbuild `text` loader does.
const {transformSync} = require('esbuild')
const path = require('node:path')

const loaders = {'.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.md': 'text'}

module.exports = {
  process(source, filename) {
    const loader = loaders[path.extname(filename)] ?? 'js'
    const {code, map} = transformSync(source, {
      loader, format: 'cjs', target: 'node20', jsx: 'automatic', sourcemap: 'inline',
      sourcefile: filename, supported: {'dynamic-import': false},
    })
    return {code, map}
  },
}
