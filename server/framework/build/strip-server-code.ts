/**
 * Removes a page's server-only code before it goes into the browser bundle, as Next.js does:
 * the `getServerSideProps` and `documentProps` exports, then every top-level declaration that only it used, until
 * nothing more can go. esbuild then drops the imports nothing uses any more, so modules the
 * data function imported (storage, secrets, `node:` built-ins) never reach the client.
 */
import ts from 'typescript'

export const SERVER_EXPORTS: readonly string[] = ['getServerSideProps', 'documentProps']

export function stripServerCode(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const removed = new Set<ts.Statement>()
  const replaced = new Map<ts.Statement, string>()

  for (const statement of file.statements) {
    if (isServerExport(statement)) removed.add(statement)
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const kept = statement.exportClause.elements.filter((element) => !SERVER_EXPORTS.includes(element.name.text))
      if (kept.length === 0) removed.add(statement)
      else if (kept.length !== statement.exportClause.elements.length) {
        const names = kept.map((element) => element.getText(file)).join(', ')
        const from = statement.moduleSpecifier ? ` from ${statement.moduleSpecifier.getText(file)}` : ''
        replaced.set(statement, `export {${names}}${from}`)
      }
    }
  }
  if (removed.size === 0 && replaced.size === 0) return source

  // Drop unexported top-level declarations that nothing left refers to, until stable.
  for (let changed = true; changed;) {
    changed = false
    const kept = file.statements.filter((statement) => !removed.has(statement))
    for (const statement of kept) {
      const names = localDeclarationNames(statement)
      if (names.length === 0) continue
      const used = names.some((name) => kept.some((other) => other !== statement && refersTo(other, name, replaced.get(other))))
      if (!used) {
        removed.add(statement)
        changed = true
      }
    }
  }

  let output = ''
  let position = 0
  for (const statement of file.statements) {
    if (!removed.has(statement) && !replaced.has(statement)) continue
    output += source.slice(position, statement.getStart(file))
    output += replaced.get(statement) ?? ''
    position = statement.getEnd()
  }
  return output + source.slice(position)
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (fileName.endsWith('.js') || fileName.endsWith('.mjs')) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

function hasExportModifier(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
}

function isServerExport(statement: ts.Statement): boolean {
  if (!hasExportModifier(statement)) return false
  if (ts.isFunctionDeclaration(statement)) return !!statement.name && SERVER_EXPORTS.includes(statement.name.text)
  if (ts.isVariableStatement(statement)) {
    const names = statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''))
    return names.length > 0 && names.every((name) => SERVER_EXPORTS.includes(name))
  }
  return false
}

/** Names a top-level statement declares that could be dropped when unused (never exported ones). */
function localDeclarationNames(statement: ts.Statement): string[] {
  if (hasExportModifier(statement)) return []
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text]
  if (ts.isVariableStatement(statement)) {
    const names: string[] = []
    for (const declaration of statement.declarationList.declarations) collectBindingNames(declaration.name, names)
    return names
  }
  return []
}

function collectBindingNames(name: ts.BindingName, into: string[]): void {
  if (ts.isIdentifier(name)) into.push(name.text)
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collectBindingNames(element.name, into)
}

function refersTo(node: ts.Node, name: string, replacement?: string): boolean {
  if (replacement !== undefined) return new RegExp(`\\b${name}\\b`).test(replacement)
  let found = false
  const visit = (child: ts.Node): void => {
    if (found) return
    if (ts.isIdentifier(child) && child.text === name) found = true
    else ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}
