import { Button, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import type { SubUserAccess, SubUserCreateBody, SubUserUpdateForm } from '../../schemas/subUserForm';
import { ROLE_RULES, type TeamRole } from '../../schemas/teamRoles';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';
import { DigitsInput } from './DigitsInput';
import { FormError } from './FormError';

export type SubUserFormValues = { contactName: string; contactNumber: string; email: string; role: TeamRole; access: SubUserAccess; password: string };

export interface SubUserFormProps {
  /** 'create' offers an invitation or a password (spec val.subuser: password only on create). */
  readonly mode: 'create' | 'update';
  /** The roles this manager may give (below their own). */
  readonly roles: readonly TeamRole[];
  readonly initialValues?: Partial<SubUserFormValues>;
  readonly submitting: boolean;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly onSubmit: (form: SubUserCreateBody | SubUserUpdateForm) => void;
}

const schemaFor = (mode: SubUserFormProps['mode'], access: SubUserAccess) =>
  import('../../schemas/subUserForm').then((m) => (mode === 'update' ? m.SubUserUpdateForm : access === 'invite' ? m.SubUserInviteForm : m.SubUserCreateForm));

/** The sub-user form: validity from the schemas, submission through the page's machine. */
export function SubUserForm({ mode, roles, initialValues, submitting, error, fieldErrors, onSubmit }: SubUserFormProps) {
  const i18n = useI18n();
  const message = useMessage();
  const form = usePlainForm<SubUserFormValues>({
    contactName: '',
    contactNumber: '',
    email: '',
    role: roles.includes('booker') ? 'booker' : (roles[0] ?? 'viewer'),
    access: 'invite',
    password: '',
    ...initialValues,
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, (values) => schemaFor(mode, values.access), (value) => onSubmit(value as SubUserCreateBody | SubUserUpdateForm), (values) => pick(mode, values));
  const values = form.values;

  return (
    <form noValidate onSubmit={submit}>
      <FormError message={error} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={i18n._('Contact name')} autoComplete="off" {...field(form, 'contactName', message)} />
          <DigitsInput label={i18n._('Contact number')} description={i18n._('10 digits')} autoComplete="off" {...field(form, 'contactNumber', message)} />
        </SimpleGrid>
        <TextInput
          label={i18n._('Email')}
          type="email"
          autoComplete="off"
          description={mode === 'create' ? i18n._('Your colleague signs in with this address.') : undefined}
          {...field(form, 'email', message)}
        />
        <Radio.Group label={i18n._('Role')} description={i18n._('What this colleague may do in your company account.')} {...field(form, 'role', message)}>
          <Stack gap="xs" mt="xs">
            {roles.map((role) => (
              <Radio key={role} value={role} label={i18n._(ROLE_RULES[role].label)} description={i18n._(ROLE_RULES[role].description)} data-testid={`role-${role}`} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'create' ? (
          <>
            <Radio.Group label={i18n._('Sign-in')} {...field(form, 'access', message)}>
              <Stack gap="xs" mt="xs">
                <Radio value="invite" label={i18n._('Send an invitation email')} description={i18n._('They choose their own password from a link that works once, for 7 days.')} />
                <Radio value="password" label={i18n._('Set a password now')} description={i18n._('You share it with them yourself.')} />
              </Stack>
            </Radio.Group>
            {values.access === 'password' ? (
              <PasswordInput
                label={i18n._('Password')}
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': i18n._('Toggle password visibility') }}
                description={i18n._('{rule}. Share it with your colleague in person; they can change it with Forgot password.', { rule: message(PASSWORD_RULE) })}
                {...field(form, 'password', message)}
              />
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} href="/sub-user" variant="default">
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'update' ? i18n._('Save changes') : values.access === 'invite' ? i18n._('Send invitation') : i18n._('Add sub-user')}
          </Button>
        </Group>
        {mode === 'update' ? (
          <Text size="xs" c="dimmed">
            {i18n._('A new role counts from their next action; they stay signed in.')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/** The fields the chosen form sends: no password with an invitation, neither access nor password on update. */
function pick(mode: SubUserFormProps['mode'], values: SubUserFormValues): Record<string, unknown> {
  const { password, access, ...details } = values;
  if (mode === 'update') return details;
  return access === 'invite' ? { ...details, access } : { ...details, access, password };
}
