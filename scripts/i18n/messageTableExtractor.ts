import { parse } from '@babel/parser';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { routes } from '../../src/schemas/routeTable.ts';

/**
 * Lingui extractor for the message tables (src/schemas/messages.ts and the files it spreads):
 * their English words stay plain strings the machines, schemas and server use as they are, and
 * become catalog ids here, so nothing lists them a second time. A message made by a function of
 * its values (`(label, max) => \`${label} must be at most ${max} characters\``) becomes the ICU
 * id "{label} must be at most {max} characters"; the client and the server find it again from the
 * English text (translateMessage).
 */
export const MESSAGE_TABLE_FILES = ['src/schemas/messages.ts', 'src/schemas/browserMessages.ts', 'src/schemas/commonMessages.ts', 'src/schemas/notificationChoiceMessages.ts', 'src/schemas/crossingPaperMessages.ts', 'src/schemas/orderPageMessages.ts', 'src/schemas/twoFactorMessages.ts', 'src/schemas/activityMessages.ts'];
/** Tables whose `title:` (or other named) properties are shown words: the route table's page titles. */
export const WORDS_BY_PROPERTY: Readonly<Record<string, readonly string[]>> = { 'src/schemas/routeTable.ts': ['title'] };

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The ICU id of a template literal whose holes are parameters (or a call on one: formatBytes(limit)). */
function templateId(node: Node): string | null {
  const quasis = node.quasis as Array<{ value: { cooked: string } }>;
  const expressions = node.expressions as Node[];
  let id = quasis[0]!.value.cooked;
  for (let i = 0; i < expressions.length; i++) {
    const hole = expressions[i]!;
    const name = hole.type === 'Identifier' ? (hole.name as string) : hole.type === 'CallExpression' && isNode((hole.arguments as Node[])[0]) ? ((hole.arguments as Node[])[0]!.name as string | undefined) : undefined;
    if (!name) return null;
    id += `{${name}}${quasis[i + 1]!.value.cooked}`;
  }
  return id;
}

function messageOf(value: Node): string | null {
  if (value.type === 'StringLiteral') return value.value as string;
  if (value.type === 'TemplateLiteral') return templateId(value);
  if (value.type === 'ArrowFunctionExpression' && isNode(value.body)) return messageOf(value.body);
  if (value.type === 'TSAsExpression' && isNode(value.expression)) return messageOf(value.expression);
  return null;
}

const tableOf = (filename: string) => {
  const normal = filename.replaceAll('\\', '/');
  return { whole: MESSAGE_TABLE_FILES.some((file) => normal.endsWith(file)), properties: Object.entries(WORDS_BY_PROPERTY).find(([file]) => normal.endsWith(file))?.[1] };
};

/** Every `key: 'words'` property of the named keys, anywhere in the file. */
function walkProperties(node: unknown, keys: readonly string[], emit: (value: Node, line: number) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => walkProperties(child, keys, emit));
  if (!isNode(node)) return;
  if (node.type === 'ObjectProperty' && isNode(node.key) && keys.includes(node.key.name as string) && isNode(node.value) && node.value.type === 'StringLiteral') {
    emit(node.value, (node.loc as { start: { line: number } }).start.line);
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'loc' && typeof child === 'object') walkProperties(child, keys, emit);
}

export const messageTableExtractor: ExtractorType = {
  match: (filename) => {
    const table = tableOf(filename);
    return table.whole || table.properties !== undefined;
  },
  extract(filename, code, onMessageExtracted) {
    const ast = parse(code, { sourceType: 'module', plugins: ['typescript'] });
    const { properties } = tableOf(filename);
    if (properties) {
      walkProperties(ast.program, properties, (value, line) => onMessageExtracted({ id: value.value as string, origin: [filename, line] }));
      return;
    }
    const emit = (value: Node, line: number) => {
      const id = messageOf(value);
      if (id) onMessageExtracted({ id, origin: [filename, line] });
    };
    for (const statement of ast.program.body as unknown as Node[]) {
      if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.declaration) || statement.declaration.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declaration.declarations as Node[]) {
        let init = declarator.init as Node | null;
        while (init && init.type === 'TSAsExpression') init = init.expression as Node;
        if (!init) continue;
        const line = (declarator.loc as { start: { line: number } }).start.line;
        if (init.type === 'ObjectExpression') {
          for (const property of init.properties as Node[]) {
            if (property.type === 'ObjectProperty' && isNode(property.value)) emit(property.value, (property.loc as { start: { line: number } }).start.line);
          }
        } else emit(init, line);
      }
    }
  },
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `Table.key` → its catalog id, for every exported table of the table files (with what a table spreads), and each exported message function by name. */
function tableIds(): ReadonlyMap<string, string> {
  const ids = new Map<string, string>();
  const spreads: [string, string][] = [];
  for (const file of MESSAGE_TABLE_FILES) {
    const ast = parse(readFileSync(resolve(root, file), 'utf8'), { sourceType: 'module', plugins: ['typescript'] });
    for (const statement of ast.program.body as unknown as Node[]) {
      if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.declaration) || statement.declaration.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declaration.declarations as Node[]) {
        const name = (declarator.id as Node).name as string;
        let init = declarator.init as Node | null;
        while (init && init.type === 'TSAsExpression') init = init.expression as Node;
        if (!init) continue;
        if (init.type !== 'ObjectExpression') {
          const id = messageOf(init);
          if (id) ids.set(name, id);
          continue;
        }
        for (const property of init.properties as Node[]) {
          if (property.type === 'SpreadElement' && isNode(property.argument)) spreads.push([name, property.argument.name as string]);
          if (property.type !== 'ObjectProperty' || !isNode(property.value) || !isNode(property.key)) continue;
          const id = messageOf(property.value);
          if (id) ids.set(`${name}.${(property.key.name ?? property.key.value) as string}`, id);
        }
      }
    }
  }
  // Spreads of spreads (Messages ← BrowserMessages ← CommonMessages): until nothing new comes.
  for (let size = -1; size !== ids.size; ) {
    size = ids.size;
    for (const [table, spread] of spreads) {
      for (const [key, id] of [...ids]) if (key.startsWith(`${spread}.`)) ids.set(`${table}.${key.slice(spread.length + 1)}`, id);
    }
  }
  return ids;
}

let tables: ReadonlyMap<string, string> | undefined;

/**
 * The browser's files: what Lingui's own extractor finds (`i18n._('…')`, descriptors), and the
 * message tables' words the file uses (`Messages.key`, `requiredMessage(…)`), with the file as
 * their origin. So a catalog part holds the table words its pages can show, not the whole table
 * (the API's answers come in the request's language already), and a page its route's title.
 */
export const messageReferenceExtractor: ExtractorType = {
  match: (filename) => /[\\/]src[\\/].*\.tsx?$/.test(filename) && !/[\\/]src[\\/]locales[\\/]/.test(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    tables ??= tableIds();
    // A page's title (the route table's, read as the page's own words): each part holds its pages' titles only.
    const page = /[\\/]src[\\/]views[\\/]pages[\\/](\w+)\.tsx$/.exec(filename)?.[1];
    for (const route of routes) if (route.page === page) onMessageExtracted({ id: route.title, origin: [filename, 1] });
    for (const match of code.matchAll(/\b((?:[A-Z]\w*)?Messages\.\w+|requiredMessage)\b/g)) {
      const id = tables.get(match[1]!);
      if (id) onMessageExtracted({ id, origin: [filename, code.slice(0, match.index).split('\n').length] });
    }
  },
};
