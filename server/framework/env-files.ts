/**
 * `.env` files, as operators know them from Next.js and most Node servers: the server reads `.env`
 * in its working folder, then `.env.production` when `NODE_ENV` is `production`, which overrides
 * it; a variable set in the environment itself wins over both. Each value remembers the file it
 * came from, so that a configuration error can name it.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {parseEnv} from 'node:util'
import type {Environment} from './env'

export interface LoadedEnvironment {
  /** The environment with the files' values filled in where the environment had none. */
  env: Environment
  /** For each variable that a file set: the file's name (`.env` or `.env.production`). */
  sources: ReadonlyMap<string, string>
  /** The files read, in order. */
  files: string[]
}

/** A configuration error's message, naming the `.env` file that set the variable, if one did. */
export function withSourceFile(message: string, variable: string, loaded: LoadedEnvironment): string {
  const file = loaded.sources.get(variable)
  return file === undefined ? message : `${message} (set in ${file})`
}

/** Reads the `.env` files of `folder` under `env`; a missing file is skipped, an unreadable one throws. */
export function loadEnvFiles(folder: string, env: Environment): LoadedEnvironment {
  const fromFiles = new Map<string, {value: string; file: string}>()
  const files: string[] = []
  const readFile = (name: string) => {
    const text = readIfPresent(path.join(folder, name))
    if (text === undefined) return
    files.push(name)
    for (const [key, value] of Object.entries(parseEnv(text))) {
      if (value !== undefined) fromFiles.set(key, {value, file: name})
    }
  }
  readFile('.env')
  // The mode comes from the environment first, else from `.env` itself.
  const nodeEnv = env.NODE_ENV ?? fromFiles.get('NODE_ENV')?.value
  if (nodeEnv?.trim() === 'production') readFile('.env.production')
  const merged: Record<string, string | undefined> = {...env}
  const sources = new Map<string, string>()
  for (const [key, {value, file}] of fromFiles) {
    if (env[key] !== undefined) continue
    merged[key] = value
    sources.set(key, file)
  }
  return {env: merged, sources, files}
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new Error(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, {cause: error})
  }
}
