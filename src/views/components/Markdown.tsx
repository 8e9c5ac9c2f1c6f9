import type { ReactNode } from 'react';
import { Anchor, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'wouter';

// A safe renderer for the Markdown subset guideline pages use: '#', '##', '###' headings,
// paragraphs, '-' lists, **bold** and [text](url). It builds React elements only (never
// innerHTML), so markup in the text shows as text; links go only to http(s), mailto or a path on
// this site, anything else renders as its plain text.

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export type MarkdownInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold'; readonly children: readonly MarkdownInline[] }
  | { readonly kind: 'link'; readonly href: string; readonly external: boolean; readonly children: readonly MarkdownInline[] };

const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s*-\s+(.*)$/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;
// ASCII controls, spaces and backslashes: browsers drop or reinterpret them inside URLs
// ('/\t/evil' and '/\\evil' both lead to '//evil').
const hasUnsafeChar = (url: string): boolean =>
  [...url].some((ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0x20 || code === 0x7f || ch === '\\';
  });

/** The link target a page may use, or null: http(s), mailto, or a path on this site (not '//host'). */
export function safeHref(url: string): string | null {
  if (url === '' || hasUnsafeChar(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:' ? url : null;
}

/** Splits Markdown text into headings, paragraphs (lines joined) and lists. */
export function parseBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(raw);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!.trim());
    } else if (list.length && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Splits one line of text into plain text, **bold** and [links](url). */
export function parseInline(text: string, allowLinks = true): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let plain = '';
  const pushPlain = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        pushPlain();
        out.push({ kind: 'bold', children: parseInline(text.slice(i + 2, end), allowLinks) });
        i = end + 2;
        continue;
      }
    }
    if (allowLinks && text[i] === '[') {
      const match = LINK.exec(text.slice(i));
      if (match) {
        pushPlain();
        const children = parseInline(match[1]!, false);
        const href = safeHref(match[2]!);
        if (href) out.push({ kind: 'link', href, external: !href.startsWith('/'), children });
        else out.push(...children);
        i += match[0].length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  pushPlain();
  return out;
}

function renderInline(nodes: readonly MarkdownInline[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'bold') return <strong key={i}>{renderInline(node.children)}</strong>;
    if (node.external) {
      const newTab = !node.href.startsWith('mailto:');
      return (
        <Anchor key={i} href={node.href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} underline="always">
          {renderInline(node.children)}
        </Anchor>
      );
    }
    return (
      <Anchor key={i} component={Link} href={node.href} underline="always">
        {renderInline(node.children)}
      </Anchor>
    );
  });
}

export interface MarkdownProps {
  readonly source: string;
  /**
   * The HTML level of the document's biggest heading. The page's own title is the h1, so by
   * default the biggest heading used (be it '#' or '##') is an h2 and the others follow it.
   */
  readonly topHeading?: 2 | 3;
}

/** Renders the Markdown subset as Mantine typography. */
export function Markdown({ source, topHeading = 2 }: MarkdownProps) {
  const blocks = parseBlocks(source);
  const biggest = Math.min(3, ...blocks.map((b) => (b.kind === 'heading' ? b.level : 3)));
  return (
    <Stack gap="sm" data-testid="markdown">
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const order = Math.min(6, topHeading + block.level - biggest) as TitleOrder;
          return (
            <Title key={i} order={order} fz={order === 2 ? 'h4' : order === 3 ? 'h5' : 'h6'} mt={i === 0 ? 0 : 'sm'}>
              {renderInline(parseInline(block.text))}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} spacing={6} withPadding>
              {block.items.map((item, j) => (
                <List.Item key={j}>{renderInline(parseInline(item))}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={i} lh={1.65}>
            {renderInline(parseInline(block.text))}
          </Text>
        );
      })}
    </Stack>
  );
}
