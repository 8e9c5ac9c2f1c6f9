// Vite plugin: `import { Select } from '@mantine/core'` becomes an import of the file that defines
// Select. Why: rolldown places a module by which chunks can reach it through the module graph, and a
// barrel (a package's index that re-exports everything) makes every component any page uses
// reachable from the entry — Select, Menu, floating-ui… all landed in the landing route's JS
// (rolldown issue #8920, open). Importing each name from its own file keeps pages' components in
// pages' chunks. Applies to our code and to the libraries' own imports of each other (Mantine's
// dates and notifications import the core barrel, core imports the hooks barrel).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each exported name of a barrel is defined: the file and the name it has there. */
export type ExportMap = ReadonlyMap<string, { readonly file: string; readonly imported: string }>;

const SPECIFIER = /^(\w+)(?:\s+as\s+(\w+))?$/;

/**
 * Reads an ESM barrel made of `import { a, b as c } from "./x.mjs"` lines and one
 * `export { … }` list, or of `export { default as X } from './x.mjs'` lines (the shapes Mantine's
 * and Tabler's builds have). Names it cannot place are left out: their imports stay on the barrel.
 */
export function readBarrel(barrelFile: string): ExportMap {
  const source = readFileSync(barrelFile, 'utf8');
  const dir = path.dirname(barrelFile);
  const local = new Map<string, { file: string; imported: string }>();
  const map = new Map<string, { file: string; imported: string }>();
  for (const [, names, from] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["'];?$/gm)) {
    for (const spec of names!.split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = SPECIFIER.exec(spec);
      if (m) local.set(m[2] ?? m[1]!, { file: path.resolve(dir, from!), imported: m[1]! });
    }
  }
  for (const [, names, from] of source.matchAll(/^export\s*\{([^}]*)\}(?:\s*from\s*["'](\.[^"']+)["'])?;?$/gm)) {
    for (const spec of names!.split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = SPECIFIER.exec(spec);
      if (!m) continue;
      const exported = m[2] ?? m[1]!;
      if (from !== undefined) map.set(exported, { file: path.resolve(dir, from), imported: m[1]! });
      else {
        const origin = local.get(m[1]!);
        if (origin) map.set(exported, origin);
      }
    }
  }
  return map;
}

/** Rewrites the named imports of `pkg` in one module's code; undefined when nothing changed. */
export function rewriteImports(code: string, pkg: string, exports: ExportMap): string | undefined {
  const escaped = pkg.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["'];?`, 'g');
  let changed = false;
  const out = code.replace(pattern, (whole, names: string) => {
    const specs = names.split(',').map((s) => s.trim()).filter(Boolean);
    const parsed = specs.map((spec) => SPECIFIER.exec(spec));
    // Anything unusual (type-only specifiers left in, unknown names): keep the barrel import whole.
    if (parsed.some((m) => m === null || !exports.has(m[1]!))) return whole;
    changed = true;
    return parsed
      .map((m) => {
        const origin = exports.get(m![1]!)!;
        const local = m![2] ?? m![1]!;
        const binding = origin.imported === 'default' ? local : origin.imported === local ? local : `${origin.imported} as ${local}`;
        return origin.imported === 'default'
          ? `import ${binding} from ${JSON.stringify(origin.file)};`
          : `import { ${binding} } from ${JSON.stringify(origin.file)};`;
      })
      .join('\n');
  });
  return changed ? out : undefined;
}

/** The plugin, for the given packages (each must ship an ESM barrel as its `import` entry). */
export function directImports(packages: readonly string[], root = process.cwd()): Plugin {
  const barrels = new Map<string, ExportMap>();
  const barrelOf = (pkg: string): ExportMap => {
    let map = barrels.get(pkg);
    if (map === undefined) {
      const manifest = path.join(root, 'node_modules', pkg, 'package.json');
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string; exports?: { '.': { import: { default: string } } } };
      const entry = json.exports?.['.']?.import?.default ?? json.module;
      if (entry === undefined) throw new Error(`directImports: ${pkg} has no ESM entry`);
      map = readBarrel(path.resolve(path.dirname(manifest), entry));
      barrels.set(pkg, map);
    }
    return map;
  };
  const importsOf = new Map(packages.map((pkg) => [pkg, new RegExp(`from\\s*["']${pkg.replace(/[/.]/g, '\\$&')}["']`)]));
  return {
    name: 'direct-imports',
    apply: 'build',
    transform: {
      filter: { code: { include: [...importsOf.values()] } },
      handler(code) {
        let current = code;
        let changed = false;
        for (const [pkg, imports] of importsOf) {
          // A listed package nothing imports is never read (it may not be installed).
          if (!imports.test(current)) continue;
          const next = rewriteImports(current, pkg, barrelOf(pkg));
          if (next !== undefined) {
            current = next;
            changed = true;
          }
        }
        return changed ? { code: current, map: null } : undefined;
      },
    },
  };
}
