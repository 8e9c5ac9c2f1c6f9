import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Checkbox, MantineProvider, PasswordInput, TextInput } from '@mantine/core';
import { inputProps, useCheckedSubmit, usePlainForm } from '../../src/views/formBinding';

// Every form binds its schema one way: usePlainForm holds the text, useCheckedSubmit checks it with
// the schema (loaded lazily) on submit, and Mantine's inputs take their props from inputProps.
// The messages below are the spec's words, written out, not read from the schemas.

const loadRegistration = () => import('../../src/schemas/registrationForm').then((m) => m.RegistrationForm);

function RegistrationHarness() {
  const form = usePlainForm({ companyName: '', contactName: '', contactNumber: '', email: '', password: '', confirmPassword: '', commercialReference: [] });
  const submit = useCheckedSubmit(form, loadRegistration, () => {});
  return (
    <MantineProvider>
      <form onSubmit={submit} noValidate>
        <TextInput label="Company name" {...inputProps(form, 'companyName')} />
        <TextInput label="Contact name" {...inputProps(form, 'contactName')} />
        <TextInput label="Contact number" {...inputProps(form, 'contactNumber')} />
        <TextInput label="Email" {...inputProps(form, 'email')} />
        <PasswordInput label="Password" {...inputProps(form, 'password')} />
        <PasswordInput label="Confirm password" {...inputProps(form, 'confirmPassword')} />
        <Button type="submit">Register</Button>
      </form>
    </MantineProvider>
  );
}

describe('a schema bound to a Mantine form', () => {
  it('[val.required] [val.reg.required] a blank registration shows every required message at once', async () => {
    render(<RegistrationHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of ['company-name is required', 'contact-name is required', 'contact-number is required', 'email is required', 'password is required', 'confirm-password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('[val.reg.email] [val.reg.phone] [val.reg.match] format and match messages show together, on their fields', async () => {
    render(<RegistrationHarness />);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme Freight');
    await userEvent.type(screen.getByLabelText('Contact name'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Contact number'), '12345');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@acme');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact number')).toHaveAccessibleDescription('Invalid contact-number format');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it("a field's message goes as the customer changes that field, and only that one", async () => {
    render(<RegistrationHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('email is required')).toBeNull();
    expect(screen.getByText('company-name is required')).toBeInTheDocument();
  });
});

describe('inputProps: what each kind of Mantine input gets', () => {
  function Inputs() {
    const form = usePlainForm({ address: { cityId: '', street: '' }, agreed: false });
    return (
      <MantineProvider>
        <TextInput label="Street" {...inputProps(form, 'address.street')} />
        <Checkbox label="I agree" {...inputProps(form, 'agreed', { type: 'checkbox' })} />
        <output data-testid="values">{JSON.stringify(form.values)}</output>
      </MantineProvider>
    );
  }

  it('a text input (an event) and a check box (checked) land at their nested paths', async () => {
    render(<Inputs />);
    await userEvent.type(screen.getByLabelText('Street'), 'Av. Juárez 1');
    await userEvent.click(screen.getByLabelText('I agree'));
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({ address: { cityId: '', street: 'Av. Juárez 1' }, agreed: true });
    expect(screen.getByLabelText('I agree')).toBeChecked();
    await userEvent.click(screen.getByLabelText('I agree'));
    expect(screen.getByLabelText('I agree')).not.toBeChecked();
  });

  it('a select or a radio group (the value itself, null when cleared) lands as given and shows as text', () => {
    const { result } = renderHook(() => usePlainForm({ address: { cityId: '' } }));
    act(() => inputProps(result.current, 'address.cityId').onChange('mty'));
    expect(result.current.values.address.cityId).toBe('mty');
    expect(inputProps(result.current, 'address.cityId').value).toBe('mty');
    act(() => inputProps(result.current, 'address.cityId').onChange(null));
    expect(result.current.values.address.cityId).toBeNull();
    expect(inputProps(result.current, 'address.cityId').value).toBe('');
  });
});

describe('usePlainForm, the one form state', () => {
  const initial = { contact: { name: '', phone: '' }, refs: [] as { company: string; email: string }[] };

  it('reads and writes nested paths, and keeps the other branches', () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => result.current.setFieldValue('contact.phone', '5551234567'));
    expect(result.current.values).toEqual({ contact: { name: '', phone: '5551234567' }, refs: [] });
    expect(result.current.field('contact.phone')).toMatchObject({ value: '5551234567', error: undefined });
    expect(initial.contact.phone).toBe('');
  });

  it("a change clears that field's message only", () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => result.current.setErrors({ 'contact.name': 'contact-name is required', 'contact.phone': 'contact-number is required' }));
    act(() => result.current.field('contact.name').onChange('Ana'));
    expect(result.current.errors).toEqual({ 'contact.phone': 'contact-number is required' });
    expect(result.current.field('contact.phone').error).toBe('contact-number is required');
  });

  it("removing a row drops its messages and moves the next rows' messages up with them", () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => {
      result.current.insertListItem('refs', { company: 'A', email: '' });
      result.current.insertListItem('refs', { company: 'B', email: 'b@' });
      result.current.insertListItem('refs', { company: 'C', email: '' });
    });
    act(() => result.current.setErrors({ 'refs.0.email': 'email is required', 'refs.1.email': 'Invalid email format', 'refs.2.email': 'email is required', 'contact.name': 'contact-name is required' }));
    act(() => result.current.removeListItem('refs', 0));
    expect(result.current.values.refs.map((r) => r.company)).toEqual(['B', 'C']);
    expect(result.current.errors).toEqual({ 'refs.0.email': 'Invalid email format', 'refs.1.email': 'email is required', 'contact.name': 'contact-name is required' });
    expect(result.current.field('refs.0.email')).toMatchObject({ value: 'b@', error: 'Invalid email format' });
  });

  it("inserting a row before others moves their messages down; adding one at the end moves none", () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => {
      result.current.insertListItem('refs', { company: 'A', email: 'a@' });
      result.current.insertListItem('refs', { company: 'B', email: 'b@' });
    });
    act(() => result.current.setErrors({ 'refs.0.email': 'Invalid email format', 'refs.1.email': 'Invalid email format' }));
    act(() => result.current.insertListItem('refs', { company: 'C', email: '' }));
    expect(result.current.errors).toEqual({ 'refs.0.email': 'Invalid email format', 'refs.1.email': 'Invalid email format' });
    act(() => result.current.insertListItem('refs', { company: 'Z', email: '' }, 1));
    expect(result.current.values.refs.map((r) => r.company)).toEqual(['A', 'Z', 'B', 'C']);
    expect(result.current.errors).toEqual({ 'refs.0.email': 'Invalid email format', 'refs.2.email': 'Invalid email format' });
  });

  it('setValues merges and starts the messages afresh; reset goes back to the first values', () => {
    const { result } = renderHook(() => usePlainForm({ a: '1', b: '2' }));
    act(() => result.current.setErrors({ a: 'A is required' }));
    act(() => result.current.setValues({ b: '3' }));
    expect(result.current.getValues()).toEqual({ a: '1', b: '3' });
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.setFieldValue('a', 'x');
      result.current.setErrors({ b: 'B is required' });
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ a: '1', b: '2' });
    expect(result.current.errors).toEqual({});
  });
});
