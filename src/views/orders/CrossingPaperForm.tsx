import { ActionIcon, Button, Group, NumberInput, Paper, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CrossingChecklistItem, CrossingFormBody } from '../../schemas/crossingPaperBodies';
import { CARTA_PORTE_MAX_LINES, GOODS_DESCRIPTION_MAX } from '../../schemas/crossingPaperLimits';
import { ErrorNote } from '../components/ErrorNote';
import { inputProps, useCheckedSubmit, usePlainForm, useServerFieldErrors, type PlainForm } from '../formBinding';
import { useI18n } from '../useI18n';

// A form paper of the crossing: the Carta Porte's goods, the Mexican customs broker (and the
// pedimento once assigned), the US entry number. Checked by the schemas the server checks with
// (crossingPaperBodies.ts), loaded with this chunk's first use.

const bodies = () => import('../../schemas/crossingPaperBodies');

type Line = { description: string; satProductKey: string; quantity: number | ''; weightKg: number | ''; hazardous: boolean | null };
type Values = { goods: Line[]; brokerName: string; patent: string; pedimento: string; entryNum: string };

const blankLine: Line = { description: '', satProductKey: '', quantity: '', weightKg: '', hazardous: null };

/** The form's values: what was provided before (to edit it), or blank. */
function valuesOf(item: CrossingChecklistItem): Values {
  const data = (item.data ?? {}) as Partial<{ goods: Line[]; brokerName: string; patent: string; pedimento: string; entryNum: string }>;
  return {
    goods: data.goods && data.goods.length > 0 ? data.goods.map((line) => ({ ...line })) : [{ ...blankLine }],
    brokerName: data.brokerName ?? '',
    patent: data.patent ?? '',
    pedimento: data.pedimento ?? '',
    entryNum: data.entryNum ?? '',
  };
}

/** What each form sends: its own fields; a pedimento not assigned yet is left out. */
function bodyOf(input: CrossingChecklistItem['input'], values: Values): unknown {
  if (input === 'cartaPorte') return { goods: values.goods };
  if (input === 'customsBroker') return { brokerName: values.brokerName, patent: values.patent.trim(), ...(values.pedimento.trim() ? { pedimento: values.pedimento } : {}) };
  return { entryNum: values.entryNum };
}

export function CrossingPaperForm({
  item,
  saving,
  error,
  fieldErrors,
  onSubmit,
  onCancel,
}: {
  item: CrossingChecklistItem;
  saving: boolean;
  error: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (body: CrossingFormBody) => void;
  onCancel: () => void;
}) {
  const i18n = useI18n();
  const form = usePlainForm<Values>(valuesOf(item));
  useServerFieldErrors(form, fieldErrors);
  const submit = useCheckedSubmit(
    form,
    () => bodies().then((m) => (item.input === 'cartaPorte' ? m.CartaPorteBody : item.input === 'customsBroker' ? m.CustomsBrokerBody : m.UsEntryBody)),
    (value) => onSubmit(value as CrossingFormBody),
    (values) => bodyOf(item.input, values),
  );
  // Field messages under their fields; anything else (a conflict, the network, the list's length) above.
  const general = (error && Object.keys(fieldErrors).length === 0 ? error : null) ?? form.errors.goods ?? null;

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNote message={general} />
        {item.input === 'cartaPorte' ? <GoodsFields form={form} /> : null}
        {item.input === 'customsBroker' ? (
          <>
            <TextInput label={i18n._('Customs broker name')} required maxLength={200} {...inputProps(form, 'brokerName')} />
            <TextInput label={i18n._('Patent')} description={i18n._('The broker’s 4-digit patent number.')} required inputMode="numeric" maxLength={4} {...inputProps(form, 'patent')} />
            <TextInput
              label={i18n._('Pedimento')}
              description={i18n._('15 digits, once the broker assigns it. You can add it later.')}
              placeholder={i18n._('e.g. {example}', { example: '26 24 3456 6001234' })}
              inputMode="numeric"
              maxLength={20}
              {...inputProps(form, 'pedimento')}
            />
          </>
        ) : null}
        {item.input === 'usEntry' ? (
          <TextInput
            label={i18n._('US customs entry number')}
            description={i18n._('The customs entry number filed for this crossing.')}
            placeholder={i18n._('e.g. {example}', { example: '3901-2026-004512' })}
            required
            maxLength={30}
            {...inputProps(form, 'entryNum')}
          />
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {i18n._('Save')}
          </Button>
          <Button type="button" size="sm" variant="default" disabled={saving} onClick={onCancel}>
            {i18n._('Cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Carta Porte's goods, a line each: description, SAT product key, quantity, weight, hazardous or not. */
function GoodsFields({ form }: { form: PlainForm<Values> }) {
  const i18n = useI18n();
  const lines = form.values.goods;
  const number = (path: string) => (next: number | string) => form.setFieldValue(path, typeof next === 'number' ? next : next === '' ? '' : Number(next));
  return (
    <Stack gap="sm">
      {lines.map((line, i) => (
        <Paper key={i} withBorder radius="sm" p="xs" component="fieldset" style={{ margin: 0, minWidth: 0 }} aria-label={i18n._('Line {number}', { number: i + 1 })}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={700} c="dimmed" component="legend" p={0}>
                {i18n._('Line {number}', { number: i + 1 })}
              </Text>
              {lines.length > 1 ? (
                <ActionIcon variant="subtle" color="red.9" onClick={() => form.removeListItem('goods', i)} aria-label={i18n._('Remove line {number}', { number: i + 1 })}>
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
            <Textarea label={i18n._('Goods description')} required autosize minRows={1} maxLength={GOODS_DESCRIPTION_MAX} {...inputProps(form, `goods.${i}.description`)} />
            <Group grow gap="xs" align="flex-start" wrap="wrap">
              <TextInput label={i18n._('SAT product key')} required inputMode="numeric" maxLength={8} miw={140} {...inputProps(form, `goods.${i}.satProductKey`)} />
              <NumberInput label={i18n._('Quantity')} required min={0} miw={110} value={line.quantity} onChange={number(`goods.${i}.quantity`)} error={form.errors[`goods.${i}.quantity`]} />
              <NumberInput label={i18n._('Weight (kg)')} required min={0} decimalScale={2} miw={110} value={line.weightKg} onChange={number(`goods.${i}.weightKg`)} error={form.errors[`goods.${i}.weightKg`]} />
            </Group>
            <Radio.Group
              label={i18n._('Hazardous material?')}
              required
              value={line.hazardous === null ? '' : line.hazardous ? 'yes' : 'no'}
              onChange={(value) => form.setFieldValue(`goods.${i}.hazardous`, value === 'yes')}
              error={form.errors[`goods.${i}.hazardous`]}
            >
              <Group gap="md" mt={4}>
                <Radio value="no" label={i18n._('No')} />
                <Radio value="yes" label={i18n._('Yes')} />
              </Group>
            </Radio.Group>
          </Stack>
        </Paper>
      ))}
      {lines.length < CARTA_PORTE_MAX_LINES ? (
        <Button type="button" size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} style={{ alignSelf: 'flex-start' }} onClick={() => form.insertListItem('goods', { ...blankLine })}>
          {i18n._('Add a line of goods')}
        </Button>
      ) : null}
    </Stack>
  );
}
