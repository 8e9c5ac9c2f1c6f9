import { Badge, Button, Card, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import { IconMailForward, IconPencil, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { managesSubUser } from '../../machines/accountRules';
import { subUserRows, subUsersMachine, type SubUserRow, type SubUsersSnapshot } from '../../machines/subUsersMachine';
import { useAppEffects } from '../AppEffectsContext';
import { FormError } from '../components/FormError';
import { RoleNotice } from '../components/RoleNotice';
import { ROLE_RULES } from '../../schemas/teamRoles';
import { PageHeading } from '../components/PageHeading';
import { useProfile } from '../SessionContext';
import type { PageProps } from '../PageProps';
import { LoadFailed } from '../components/LoadFailed';
import { RichText } from '../components/RichText';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import { lazy, Suspense } from 'react';

// The delete dialog (Modal: focus trap, scroll lock) comes when the manager asks to delete.
const DeleteSubUserDialog = lazy(() => import('../subUsers/DeleteSubUserDialog').then((m) => ({ default: m.DeleteSubUserDialog })));

const ADD_HREF = '/sub-user/add-sub-user';
const editHref = (accountId: string) => `/sub-user/edit-sub-user/${encodeURIComponent(accountId)}`;

function AddButton() {
  const i18n = useI18n();
  return (
    <Button component={Link} href={ADD_HREF} leftSection={<IconUserPlus size={16} />}>
      {i18n._('Add sub-user')}
    </Button>
  );
}

export default function SubUsersPage({ title }: PageProps) {
  const i18n = useI18n();
  const formats = useFormats();
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
  const resend = (accountId: string) => actor.send({ type: 'invitation.resent', accountId });
  const resendingId = useSelector(actor, (s) => s.context.resending);
  // Edit, Delete and Resend exist only for the entries the machine lets this role manage.
  const context = useSelector(actor, (s) => s.context);
  const manages = (accountId: string) => manageable(context, accountId);
  const actions: Actions = { manages, resendingId, onDelete: requestDeletion, onResend: resend };

  if (state === 'notAllowed') {
    return (
      <>
        <PageHeading title={title} />
        <RoleNotice message={error} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading title={title} description={i18n._('People of your company with their own sign-in: Viewers follow orders, Bookers also request and pay, Admins also manage sub-users.')} />
        {state !== 'empty' ? <AddButton /> : null}
      </Group>

      {state === 'loading' ? (
        <Paper withBorder radius="lg" p="xl">
          <Center>
            <Loader aria-label={i18n._('Loading sub-users')} />
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
            title={i18n._('No sub-users yet')}
            description={i18n._("Add colleagues so they can request services and follow your company's orders with their own sign-in.")}
          >
            <EmptyState.Actions>
              <AddButton />
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : null}

      {state === 'list' || state === 'resending' || confirmOpen ? (
        <>
          <FormError message={error} />
          <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={640}>
              {/* A long name or address wraps where it must, so the actions stay in view (longer in Spanish). */}
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover style={{ overflowWrap: 'anywhere' }}>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{i18n._('Name')}</Table.Th>
                    <Table.Th>{i18n._('Email')}</Table.Th>
                    <Table.Th>{i18n._('Role')}</Table.Th>
                    <Table.Th>{i18n._('Contact number')}</Table.Th>
                    <Table.Th>{i18n._('Created')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{i18n._('Actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.accountId}>
                      <Table.Td fw={600}>{row.contactName}</Table.Td>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>
                        <RoleCell row={row} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.contactNumber}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formats.date(row.createdAt)}</Table.Td>
                      <Table.Td>
                        <RowActions row={row} actions={actions} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('Sub-users')}>
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
                  <RoleCell row={row} />
                  <Text size="xs" c="dimmed">
                    {i18n._('Created {date}', { date: formats.date(row.createdAt) })}
                  </Text>
                </Stack>
                <RowActions row={row} actions={actions} phone />
              </Card>
            ))}
          </Stack>
          {pagination && pagination.totalPages > 1 ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {i18n._('{count, plural, one {# sub-user} other {# sub-users}}', { count: pagination.total })}
              </Text>
              <Pagination
                total={pagination.totalPages}
                value={page}
                onChange={(next) => actor.send({ type: 'page.changed', page: next })}
                getControlProps={(control) => ({ 'aria-label': control === 'previous' ? i18n._('Previous page') : control === 'next' ? i18n._('Next page') : control })}
                getItemProps={(item) => ({ 'aria-label': i18n._('Page {number}', { number: item }) })}
              />
            </Group>
          ) : null}
        </>
      ) : null}

      {confirmOpen ? (
        <Suspense fallback={null}>
          <DeleteSubUserDialog pending={pending} deleting={state === 'deleting'} onCancel={() => actor.send({ type: 'deletion.cancelled' })} onConfirm={() => actor.send({ type: 'deletion.confirmed' })} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

interface Actions {
  readonly manages: (accountId: string) => boolean;
  readonly resendingId: string | null;
  readonly onDelete: (accountId: string) => void;
  readonly onResend: (accountId: string) => void;
}

/** Whether this entry is one the signed-in role manages (the machine's own rule, read from its context). */
function manageable(context: SubUsersSnapshot['context'], accountId: string): boolean {
  const entry = context.subUsers.find((u) => u.accountId === accountId);
  return entry !== undefined && context.level !== null && managesSubUser({ accessLevel: context.level, accountId: context.selfId ?? '' }, entry);
}

function RoleCell({ row }: { row: SubUserRow }) {
  const i18n = useI18n();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{i18n._(ROLE_RULES[row.role].label)}</Text>
      {/* The badge is never cut short: the table gives the column its whole width. */}
      {row.invitationPending ? (
        <Badge variant="outline" color="gray.8" size="md" radius="sm" tt="none" fw={600} styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
          {i18n._('Invitation sent')}
        </Badge>
      ) : null}
    </Group>
  );
}

function RowActions({ row, actions, phone = false }: { row: SubUserRow; actions: Actions; phone?: boolean }) {
  const i18n = useI18n();
  if (!actions.manages(row.accountId)) return null;
  return (
    <Group gap={phone ? 'xs' : 6} justify="flex-end" wrap={phone ? 'wrap' : 'nowrap'} mt={phone ? 'md' : 0} grow={phone}>
      {row.invitationPending ? (
        <Button variant="default" size="xs" leftSection={<IconMailForward size={14} />} loading={actions.resendingId === row.accountId} onClick={() => actions.onResend(row.accountId)}>
          <RichText text={i18n._('Resend<0> the invitation to {name}</0>', { name: row.contactName })} components={[<VisuallyHidden key="invitee" />]} />
        </Button>
      ) : null}
      <Button component={Link} href={editHref(row.accountId)} variant="default" size="xs" leftSection={<IconPencil size={14} />}>
        {i18n._('Edit')}
        <VisuallyHidden> {row.contactName}</VisuallyHidden>
      </Button>
      <Button variant="default" c="red.9" size="xs" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(row.accountId)}>
        {i18n._('Delete')}
        <VisuallyHidden> {row.contactName}</VisuallyHidden>
      </Button>
    </Group>
  );
}
