import { useEffect } from 'react';
import { Anchor, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { guidelinePageMachine } from '../../machines/guidelinePageMachine';
import { Markdown } from './Markdown';

export interface GuidelineArticleProps {
  readonly slug: string;
  /** Settings pages use the page's own title as their h1; public pages already have one. */
  readonly withTitle: boolean;
  /** Where the 'not found' state sends the reader. */
  readonly home: { readonly href: string; readonly label: string };
}

const updatedOn = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
};

/** One guideline page from the server, rendered from its Markdown (loading → ready | notFound | failed). */
export function GuidelineArticle({ slug, withTitle, home }: GuidelineArticleProps) {
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
        <Loader role="status" aria-label="Loading the page" />
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
            {notFound ? 'Page not found' : 'This page is not available right now'}
          </Title>
        ) : (
          <Text fw={700} fz="lg">
            {notFound ? 'Page not found' : 'This page is not available right now'}
          </Text>
        )}
        <Text c="dimmed" maw={420}>
          {notFound ? 'There is no page at this address. It may have been renamed or removed.' : 'We could not load it. Please try again in a moment.'}
        </Text>
        {notFound ? (
          <Anchor component={Link} href={home.href}>
            {home.label}
          </Anchor>
        ) : (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  const updated = updatedOn(page.updatedAt);
  return (
    <article>
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
          Last updated {updated}
        </Text>
      ) : null}
    </article>
  );
}
