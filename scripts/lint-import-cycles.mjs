// Fails when the runtime import graph of src/ has a cycle. Each file is parsed (not type-checked)
// with the TypeScript compiler; static imports and re-exports are edges, resolved through the
// package's #server/*, #client/*, #shared/* aliases and relative paths. Type-only imports
// (`import type`, `export type`, or braces where every name is `type`) are left out: the compiler
// erases them, so they cannot make a module load half-initialised. Dynamic import() is left out
// too: it runs after every module has loaded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const ALIASES = { '#server/': 'src/server/', '#client/': 'src/client/', '#shared/': 'src/shared/' };

/** The runtime (not type-only) module specifiers a file's text imports or re-exports. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const allTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
          ? named.elements.every((element) => element.isTypeOnly)
          : false;
      if (!allTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const named = statement.exportClause;
      const allTypes =
        named && ts.isNamedExports(named) && named.elements.length > 0
          ? named.elements.every((element) => element.isTypeOnly)
          : false;
      if (!allTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The file a specifier names, relative to root, or undefined for packages and unknown files. */
export function resolveImport(root, fromFile, specifier, exists = fs.existsSync) {
  let target;
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) target = path.join(ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) target = path.join(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(path.join(root, candidate)));
}

/** Every cycle's files in order (each cycle once), by depth-first search over the graph. */
export function findCycles(graph) {
  const cycles = [];
  const seen = new Set();
  const state = new Map(); // 1 = on the current path, 2 = done
  const stack = [];
  const visit = (node) => {
    state.set(node, 1);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 1) {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('\n');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 2);
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The import graph of every source file under root/dir (file → files it imports at runtime). */
export function importGraph(root, dir = 'src') {
  const graph = new Map();
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const text = fs.readFileSync(path.join(root, child), 'utf8');
        const targets = runtimeImports(child, text)
          .map((specifier) => resolveImport(root, child, specifier))
          .filter((target) => target !== undefined);
        graph.set(child, [...new Set(targets)]);
      }
    }
  };
  walk(dir);
  return graph;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const root = process.argv[2] ?? process.cwd();
  const cycles = findCycles(importGraph(root));
  if (cycles.length > 0) {
    for (const cycle of cycles) console.error(`Import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
    console.error(`${cycles.length} import cycle(s) in src/ (type-only imports are not counted).`);
    process.exit(1);
  }
}
