import { parse } from '@babel/parser';
import type { ExtractorType } from '@lingui/conf';

/**
 * Lingui extractor for the message tables (src/schemas/messages.ts and the files it spreads):
 * their English words stay plain strings the machines, schemas and server use as they are, and
 * become catalog ids here, so nothing lists them a second time. A message made by a function of
 * its values (`(label, max) => \`${label} must be at most ${max} characters\``) becomes the ICU
 * id "{label} must be at most {max} characters"; the client and the server find it again from the
 * English text (translateMessage).
 */
export const MESSAGE_TABLE_FILES = ['src/schemas/messages.ts', 'src/schemas/commonMessages.ts', 'src/schemas/notificationChoiceMessages.ts'];
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
