import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the sign-in and account pages: one focused card on the landing layout. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Center py={{ base: 32, sm: 64 }} px="md" bg="var(--mantine-color-brand-0)" mih="calc(100vh - 72px)" style={{ alignItems: 'flex-start' }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 24, sm: 40 }} w="100%" maw={480}>
        <Stack gap={6} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
        {footer ? (
          <Text size="sm" ta="center" mt="xl" c="dimmed">
            {footer}
          </Text>
        ) : null}
      </Paper>
    </Center>
  );
}
