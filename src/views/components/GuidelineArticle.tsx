import { useEffect } from 'react';
import { Anchor, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { guidelinePageMachine } from '../../machines/guidelinePageMachine';
import { useI18n, useMessage } from '../useI18n';
import { Markdown } from './Markdown';

export interface GuidelineArticleProps {
  readonly slug: string;
  /** Settings pages use the page's own title as their h1; public pages already have one. */
  readonly withTitle: boolean;
  /** Where the 'not found' state sends the reader. */
  readonly home: { readonly href: string; readonly label: string };
}

/**
 * One guideline page from the server, rendered from its Markdown (loading → ready | notFound | failed).
 * A language switch loads it again: the server answers in the new language when it has the page in it.
 */
export function GuidelineArticle(props: GuidelineArticleProps) {
  const i18n = useI18n();
  return <Article key={i18n.locale} {...props} />;
}

function Article({ slug, withTitle, home }: GuidelineArticleProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const actor = useAppActor(guidelinePageMachine, { input: { slug } });
  const state = useSelector(actor, (s) => s.value);
  const page = useSelector(actor, (s) => s.context.page);

  useEffect(() => {
    if (withTitle && page) document.title = `${page.title} · Cargo Connects`;
  }, [withTitle, page]);

  if (state === 'loading') {
    return (
      <Center py={48}>
        {/* A named live region: a plain span may not carry a label (axe aria-prohibited-attr). */}
        <Loader role="status" aria-label={i18n._('Loading the page')} />
      </Center>
    );
  }
  if (state === 'notFound' || state === 'failed' || !page) {
    const notFound = state === 'notFound';
    return (
      <Stack align="center" gap="sm" py={40} ta="center" data-testid={notFound ? 'guideline-not-found' : 'guideline-unavailable'}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconFileOff size={24} />
        </ThemeIcon>
        {withTitle ? (
          <Title order={1} fz="xl">
            {notFound ? i18n._('Page not found') : i18n._('This page is not available right now')}
          </Title>
        ) : (
          <Text fw={700} fz="lg">
            {notFound ? i18n._('Page not found') : i18n._('This page is not available right now')}
          </Text>
        )}
        <Text c="dimmed" maw={420}>
          {notFound ? i18n._('There is no page at this address. It may have been renamed or removed.') : i18n._('We could not load it. Please try again in a moment.')}
        </Text>
        {notFound ? (
          <Anchor component={Link} href={home.href}>
            {translate(home.label)}
          </Anchor>
        ) : (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'retry' })}>
            {i18n._('Try again')}
          </Button>
        )}
      </Stack>
    );
  }
  const date = new Date(page.updatedAt);
  const updated = Number.isNaN(date.getTime()) ? '' : i18n.date(date, { dateStyle: 'long' });
  // The server says which language the page's words are in (a Spanish text, or an operator's English):
  // marked so only when it is not the page's own.
  const otherLanguage = page.language === i18n.locale ? undefined : page.language;
  return (
    <article lang={otherLanguage}>
      {withTitle ? (
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {page.title}
          </Title>
          {page.subTitle ? <Text c="dimmed">{page.subTitle}</Text> : null}
        </Stack>
      ) : null}
      <Markdown source={page.body} />
      {updated ? (
        <Text size="sm" c="dimmed" mt="xl">
          <span lang={otherLanguage === undefined ? undefined : i18n.locale}>{i18n._('Last updated {date}', { date: updated })}</span>
        </Text>
      ) : null}
    </article>
  );
}
