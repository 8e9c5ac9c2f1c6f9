import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { PageHeading } from './PageHeading';

/** A public page's frame: a readable column under the landing header. */
export function PublicPage({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHeading title={title} {...(description ? { description } : {})} />
      {children}
    </Container>
  );
}
