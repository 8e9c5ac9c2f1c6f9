import { Stack } from '@mantine/core';
import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

/** /settings/security: two-factor sign-in and the signed-in devices (issue 37). */
export default function SecurityPage({ title }: PageProps) {
  return (
    <Stack gap="md" maw={640}>
      <PageHeading title={title} />
    </Stack>
  );
}
