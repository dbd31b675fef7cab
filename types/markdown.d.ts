/** Markdown files are bundled as their text (esbuild's `text` loader; the jest transform does the same). */
declare module '*.md' {
  const text: string
  export default text
}
