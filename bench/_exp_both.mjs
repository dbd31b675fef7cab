// experiment: Hale started in the same process as the baseline (Hale idle)
import path from 'node:path'
import {pathToFileURL} from 'node:url'
const app = await import(pathToFileURL(path.resolve('dist/app.js')).href)
const port = process.env.PORT
process.env.PORT = '0'
await app.startServer()
process.env.PORT = port
await import('./baseline.mjs')
