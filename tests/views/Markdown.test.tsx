import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Markdown, parseBlocks, parseInline, safeHref } from '../../src/views/components/Markdown';

const renderMarkdown = (source: string) =>
  render(
    <MantineProvider>
      <Markdown source={source} />
    </MantineProvider>,
  );

describe('Markdown', () => {
  it('renders headings one level below the page title, paragraphs and lists', () => {
    const { container } = renderMarkdown(
      ['# Privacy policy', '', 'We keep your data', 'for as long as the law asks.', '', '## What we collect', '- Company name', '- Contact **number**', '', '### Cookies', 'Only two.'].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Cookies' })).toBeInTheDocument();
    // Lines of one paragraph are joined.
    expect(screen.getByText('We keep your data for as long as the law asks.')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Company name', 'Contact number']);
    expect(container.querySelector('strong')?.textContent).toBe('number');
  });

  it('renders **bold** as strong and leaves a lone ** as text', () => {
    const { container } = renderMarkdown('A **firm** promise ** kept');
    expect(container.querySelectorAll('strong')).toHaveLength(1);
    expect(container.querySelector('strong')?.textContent).toBe('firm');
    expect(screen.getByText(/promise \*\* kept/)).toBeInTheDocument();
  });

  it('links http(s), mailto and same-origin paths; external ones open in a new tab safely', () => {
    renderMarkdown('See [our site](https://cargoconnects.example/help), [write](mailto:help@cargoconnects.example) or [contact us](/contact-us).');
    const site = screen.getByRole('link', { name: 'our site' });
    expect(site).toHaveAttribute('href', 'https://cargoconnects.example/help');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:help@cargoconnects.example');
    expect(screen.getByRole('link', { name: 'write' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('renders unsafe links as their plain text', () => {
    renderMarkdown(
      '[one](javascript:alert(1)) [two](//evil.example) [three](data:text/html,x) [four](/\\evil.example) [five](vbscript:x) [six](JaVaScRiPt:alert(1))',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    for (const text of ['one', 'two', 'three', 'four', 'five', 'six']) expect(screen.getByText(new RegExp(`\\b${text}\\b`))).toBeInTheDocument();
  });

  it('never interprets HTML: markup shows as text', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(1)</script>\n\n# <b>Hi</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '<b>Hi</b>' })).toBeInTheDocument();
  });

  it('the biggest heading used becomes the h2, whichever Markdown level it is', () => {
    renderMarkdown('## What we collect\n\n### Cookies');
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Cookies' })).toBeInTheDocument();
  });

  it('topHeading moves every heading down together', () => {
    render(
      <MantineProvider>
        <Markdown source={'# A\n## B'} topHeading={3} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'B' })).toBeInTheDocument();
  });
});

describe('Markdown parsing', () => {
  it('splits blocks on blank lines, headings and list items', () => {
    expect(parseBlocks('Intro\n- a\n- b\n  continued\nAfter\n#### not a heading')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'list', items: ['a', 'b continued'] },
      { kind: 'paragraph', text: 'After #### not a heading' },
    ]);
  });

  it('keeps link text plain inside a link (no nested links) and bold inside links', () => {
    const nested = parseInline('[**Terms** [x](/y)](/terms-condition)');
    const links = nested.filter((n) => n.kind === 'link');
    expect(links).toHaveLength(1);
    expect(JSON.stringify(links[0]!.children)).not.toContain('"link"');
    expect(parseInline('[**Terms**](/terms-condition)')).toEqual([
      { kind: 'link', href: '/terms-condition', external: false, children: [{ kind: 'bold', children: [{ kind: 'text', text: 'Terms' }] }] },
    ]);
  });

  it('safeHref allows http(s), mailto and paths only', () => {
    expect(safeHref('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeHref('http://a.example')).toBe('http://a.example');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('/settings/faq')).toBe('/settings/faq');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'relative/path', '#top', '', 'https://a.example/\u0000']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});
