// Builds Hale into dist/ once before the tests, so that supertest tests run against the same
// manifest and modules as `npm start`. `npm test` builds first (the type check needs dist/.gen).
const {execFileSync} = require('node:child_process')
const path = require('node:path')

module.exports = function globalSetup() {
  if (process.env.HALE_BUILT === '1') return // `npm test` has just built it
  execFileSync(process.execPath, ['build.mjs'], {cwd: path.resolve(__dirname, '../..'), stdio: 'inherit'})
}
