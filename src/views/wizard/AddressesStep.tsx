import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { addressLabel } from '../../machines/orderRequest';
import { addressProblems } from '../../machines/addressProblems';
import type { Address } from '../../schemas/addressBody';
import type { SelectedItem } from '../../schemas/serviceRequestDraft';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import { useWizardWords } from './wizardWords';
import classes from './wizard.module.css';

/** step5: pickup and drop addresses from the address book (several of each). */
export function AddressesStep({ wizard }: { wizard: WizardActor }) {
  const { i18n, data } = useWizardWords();
  const pickups = useSelector(wizard, (s) => s.context.draft.selectedPickupItems);
  const drops = useSelector(wizard, (s) => s.context.draft.selectedDropItems);
  const book = useSelector(wizard, (s) => s.context.addressBook);
  const canContinue = useSelector(wizard, (s) => s.can({ type: 'step.next' }));
  // Why Next is closed: a pickup and a drop are missing, or the route does not fit the service.
  const problems = useSelector(wizard, (s) => (s.context.addressBook ? addressProblems(s.context) : []), (a, b) => a.join('\n') === b.join('\n'));

  const toggle = (side: 'pickup' | 'drop', address: Address, checked: boolean) => {
    const list = side === 'pickup' ? pickups : drops;
    const next = checked ? [...list, addressLabel(address)] : list.filter((i) => i._id !== address._id);
    wizard.send({ type: 'addresses.changed', pickups: side === 'pickup' ? next : pickups, drops: side === 'drop' ? next : drops });
  };

  const column = (side: 'pickup' | 'drop', title: string, addresses: readonly Address[], selected: readonly SelectedItem[]) => (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title} <Badge variant="light">{selected.length}</Badge>
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => wizard.send({ type: 'address.addRequested', addressType: side })}>
          {side === 'pickup' ? i18n._('Add pickup address') : i18n._('Add drop address')}
        </Button>
      </Group>
      {addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {side === 'pickup' ? i18n._('No pickup addresses yet. Add one to continue.') : i18n._('No drop addresses yet. Add one to continue.')}
        </Text>
      ) : (
        addresses.map((a) => (
          // The card (a checkbox) and its Edit button are siblings: no control inside another.
          <div key={a._id} className={classes.addressCard}>
            <Checkbox.Card radius="md" p="sm" pr={64} withBorder checked={selected.some((i) => i._id === a._id)} onClick={() => toggle(side, a, !selected.some((i) => i._id === a._id))}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox.Indicator mt={2} />
                <div style={{ flex: 1 }}>
                  <Text fw={600} size="sm">
                    <VisuallyHidden>{title}: </VisuallyHidden>
                    {a.addressDetails.buildinName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.addressDetails.street}, {data(a.addressDetails.city)}, {a.addressDetails.state} {a.addressDetails.postalCode}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.contactDetails.contactName} · {a.contactDetails.contactNumber}
                  </Text>
                </div>
              </Group>
            </Checkbox.Card>
            {/* Named for what it edits; the name starts with its visible word (WCAG 2.5.3). */}
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.addressEdit}
              aria-label={
                side === 'pickup'
                  ? i18n._('Edit pickup address {name}', { name: a.addressDetails.buildinName })
                  : i18n._('Edit drop address {name}', { name: a.addressDetails.buildinName })
              }
              onClick={() => wizard.send({ type: 'address.editRequested', addressId: a._id, addressType: side })}
            >
              {i18n._('Edit')}
            </Button>
          </div>
        ))
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {i18n._('Pickup and drop addresses')}
      </Title>
      <LoaderState wizard={wizard}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {column('pickup', i18n._('Pickup'), book?.pickups ?? [], pickups)}
          {column('drop', i18n._('Drop'), book?.drops ?? [], drops)}
        </SimpleGrid>
      </LoaderState>
      <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} next={() => wizard.send({ type: 'step.next' })} nextDisabled={!canContinue} whyDisabled={problems} />
    </Stack>
  );
}
