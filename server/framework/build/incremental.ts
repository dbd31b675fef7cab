/**
 * esbuild's incremental rebuilds for `npm run dev`: one build context per bundle (browser,
 * server), reused while the bundle's entry points stay the same (a new page makes a new one).
 */
import * as esbuild from 'esbuild'

export class IncrementalBuilds {
  readonly #contexts = new Map<string, {entries: string; context: esbuild.BuildContext}>()

  async run<T extends esbuild.BuildOptions>(name: string, options: T): Promise<esbuild.BuildResult<T>> {
    const entries = JSON.stringify(options.entryPoints)
    let held = this.#contexts.get(name)
    if (held && held.entries !== entries) {
      await held.context.dispose()
      held = undefined
    }
    if (!held) {
      held = {entries, context: await esbuild.context(options as esbuild.BuildOptions)}
      this.#contexts.set(name, held)
    }
    return held.context.rebuild() as unknown as Promise<esbuild.BuildResult<T>>
  }

  async dispose(): Promise<void> {
    const contexts = [...this.#contexts.values()]
    this.#contexts.clear()
    await Promise.all(contexts.map(({context}) => context.dispose()))
  }
}
