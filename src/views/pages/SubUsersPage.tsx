import { Button, Card, Center, Group, Loader, Modal, Pagination, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { subUserRows, subUsersMachine, type SubUserRow } from '../../machines/subUsersMachine';
import { useAppEffects } from '../AppEffectsContext';
import { FormError } from '../components/FormError';
import { MainUserOnly } from '../components/MainUserOnly';
import { PageHeading } from '../components/PageHeading';
import { useProfile } from '../SessionContext';
import type { PageProps } from '../PageProps';
import { LoadFailed } from '../components/LoadFailed';

const DESCRIPTION = 'People of your company who can book and follow orders with their own sign-in.';
const ADD_HREF = '/sub-user/add-sub-user';
const editHref = (accountId: string) => `/sub-user/edit-sub-user/${encodeURIComponent(accountId)}`;

function AddButton({ label = 'Add sub-user' }: { label?: string }) {
  return (
    <Button component={Link} href={ADD_HREF} leftSection={<IconUserPlus size={16} />}>
      {label}
    </Button>
  );
}

export default function SubUsersPage({ title }: PageProps) {
  const { showToast } = useAppEffects();
  // The machine decides from the profile whether this user may manage sub-users.
  const actor = useAppActor(subUsersMachine.provide({ actions: { toast: (_, { message }) => showToast({ message }) } }), {
    input: { profile: useProfile() },
  });

  const state = useSelector(actor, (s) => s.value);
  const subUsers = useSelector(actor, (s) => s.context.subUsers);
  const pagination = useSelector(actor, (s) => s.context.pagination);
  const page = useSelector(actor, (s) => s.context.page);
  const error = useSelector(actor, (s) => s.context.error);
  const pendingId = useSelector(actor, (s) => s.context.pendingDeletion);
  const rows = subUserRows(subUsers);
  const pending = rows.find((r) => r.accountId === pendingId) ?? null;
  const confirmOpen = state === 'confirming' || state === 'deleting';
  const requestDeletion = (accountId: string) => actor.send({ type: 'deletion.requested', accountId });

  if (state === 'mainUserOnly') {
    return (
      <>
        <PageHeading title={title} />
        <MainUserOnly message={error} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading title={title} description={DESCRIPTION} />
        {state !== 'empty' ? <AddButton /> : null}
      </Group>

      {state === 'loading' ? (
        <Paper withBorder radius="lg" p="xl">
          <Center>
            <Loader aria-label="Loading sub-users" />
          </Center>
        </Paper>
      ) : null}

      {state === 'failed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
      ) : null}

      {state === 'empty' ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
          <EmptyState
            icon={<IconUsers size={28} />}
            variant="light"
            title="No sub-users yet"
            description="Add colleagues so they can request services and follow your company's orders with their own sign-in."
          >
            <EmptyState.Actions>
              <AddButton />
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : null}

      {state === 'list' || confirmOpen ? (
        <>
          <FormError message={error} />
          <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Contact number</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.accountId}>
                      <Table.Td fw={600}>{row.contactName}</Table.Td>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>{row.contactNumber}</Table.Td>
                      <Table.Td>{row.createdOn}</Table.Td>
                      <Table.Td>
                        <RowActions row={row} onDelete={requestDeletion} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sub-users">
            {rows.map((row) => (
              <Card component="li" key={row.accountId} withBorder radius="lg" padding="md">
                <Stack gap={2} miw={0}>
                  <Text fw={700} truncate>
                    {row.contactName}
                  </Text>
                  <Text size="sm" truncate>
                    {row.email}
                  </Text>
                  <Text size="sm">{row.contactNumber}</Text>
                  <Text size="xs" c="dimmed">
                    Created {row.createdOn}
                  </Text>
                </Stack>
                <Group gap="xs" mt="md" grow>
                  <Button component={Link} href={editHref(row.accountId)} variant="default" size="xs" leftSection={<IconPencil size={14} />}>
                    Edit<VisuallyHidden> {row.contactName}</VisuallyHidden>
                  </Button>
                  <Button variant="default" c="red.9" size="xs" leftSection={<IconTrash size={14} />} onClick={() => requestDeletion(row.accountId)}>
                    Delete<VisuallyHidden> {row.contactName}</VisuallyHidden>
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
          {pagination && pagination.totalPages > 1 ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {pagination.total} sub-user{pagination.total === 1 ? '' : 's'}
              </Text>
              <Pagination
                total={pagination.totalPages}
                value={page}
                onChange={(next) => actor.send({ type: 'page.changed', page: next })}
                getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          ) : null}
        </>
      ) : null}

      <Modal
        opened={confirmOpen}
        onClose={() => actor.send({ type: 'deletion.cancelled' })}
        title="Delete this sub-user?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          {pending ? (
            <>
              <strong>{pending.contactName}</strong> ({pending.email}) will lose access to your company account at once. This cannot be undone.
            </>
          ) : (
            'This sub-user will lose access to your company account at once. This cannot be undone.'
          )}
        </Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => actor.send({ type: 'deletion.cancelled' })} disabled={state === 'deleting'}>
            Cancel
          </Button>
          <Button color="red.9" leftSection={<IconTrash size={16} />} loading={state === 'deleting'} onClick={() => actor.send({ type: 'deletion.confirmed' })}>
            Delete sub-user
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function RowActions({ row, onDelete }: { row: SubUserRow; onDelete: (accountId: string) => void }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button component={Link} href={editHref(row.accountId)} variant="default" size="xs" leftSection={<IconPencil size={14} />}>
        Edit<VisuallyHidden> {row.contactName}</VisuallyHidden>
      </Button>
      <Button variant="default" c="red.9" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onDelete(row.accountId)}>
        Delete<VisuallyHidden> {row.contactName}</VisuallyHidden>
      </Button>
    </Group>
  );
}
