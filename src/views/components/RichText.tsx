import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with parts that are elements: "Read the <0>terms</0>" with
 * components [<a href="/terms" />] renders the link around "terms", wherever the language puts it.
 */
export function RichText({ text, components }: { text: string; components: readonly ReactElement<{ children?: ReactNode }>[] }) {
  const parts: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/gs;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[Number(match[1] ?? match[3])];
    if (element) parts.push(cloneElement(element, { key: match.index }, match[2] ?? element.props.children));
    else parts.push(match[2] ?? '');
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
