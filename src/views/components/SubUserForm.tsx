import { Button, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import type { SubUserAccess, SubUserCreateBody, SubUserUpdateForm } from '../../schemas/subUserForm';
import { ROLE_RULES, type TeamRole } from '../../schemas/teamRoles';
import { inputProps, useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
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
          <TextInput label="Contact name" autoComplete="off" {...inputProps(form, 'contactName')} />
          <DigitsInput label="Contact number" description="10 digits" autoComplete="off" {...inputProps(form, 'contactNumber')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          description={mode === 'create' ? 'Your colleague signs in with this address.' : undefined}
          {...inputProps(form, 'email')}
        />
        <Radio.Group label="Role" description="What this colleague may do in your company account." {...inputProps(form, 'role')}>
          <Stack gap="xs" mt="xs">
            {roles.map((role) => (
              <Radio key={role} value={role} label={ROLE_RULES[role].label} description={ROLE_RULES[role].description} data-testid={`role-${role}`} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'create' ? (
          <>
            <Radio.Group label="Sign-in" {...inputProps(form, 'access')}>
              <Stack gap="xs" mt="xs">
                <Radio value="invite" label="Send an invitation email" description="They choose their own password from a link that works once, for 7 days." />
                <Radio value="password" label="Set a password now" description="You share it with them yourself." />
              </Stack>
            </Radio.Group>
            {values.access === 'password' ? (
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                description={`${PASSWORD_RULE}. Share it with your colleague in person; they can change it with Forgot password.`}
                {...inputProps(form, 'password')}
              />
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} href="/sub-user" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'update' ? 'Save changes' : values.access === 'invite' ? 'Send invitation' : 'Add sub-user'}
          </Button>
        </Group>
        {mode === 'update' ? (
          <Text size="xs" c="dimmed">
            A new role counts from their next action; they stay signed in.
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
