import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpField } from '../../../src/views/components/OtpField';
import { SubmitButton } from '../../../src/views/components/SubmitButton';
import { DigitsField, PasswordField, TextField } from '../../../src/views/components/TextField';
import { usePlainForm } from '../../../src/views/formBinding';

// The auth pages' plain form kit (no Mantine on those routes). The expectations are what
// a customer meets on Mantine's inputs elsewhere in the app, written out, not read from the kit.

function Otp({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpField value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const value = () => screen.getByTestId('value').textContent;

describe('OtpField', () => {
  it('is a group named Verification code with six boxes, the first offered the emailed code', () => {
    render(<Otp />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(digit(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(digit(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box as digits are typed, and ignores what is not a digit', async () => {
    render(<Otp />);
    await userEvent.click(digit(1));
    await userEvent.keyboard('1a2-3');
    expect(value()).toBe('123');
    expect(digit(4)).toHaveFocus();
  });

  it('spreads a whole code filled or pasted into one box over the boxes, six digits at most', async () => {
    render(<Otp />);
    await userEvent.click(digit(1));
    await userEvent.paste('12 34 56 78');
    expect(value()).toBe('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('')).toBe('123456');
  });

  it('Backspace on an empty box clears the one before and moves back to it', async () => {
    render(<Otp initial="12" />);
    await userEvent.click(digit(3));
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(digit(2)).toHaveFocus();
  });

  it('a digit typed into a box that holds one replaces it', async () => {
    render(<Otp initial="123" />);
    await userEvent.click(digit(2));
    await userEvent.keyboard('9');
    expect(value()).toBe('193');
  });

  it('empties when the value is cleared from outside', async () => {
    render(<Otp initial="123456" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('')).toBe('');
  });

  it('shows its message and marks every box invalid', () => {
    render(<OtpField value="" onChange={() => {}} error="OTP is required" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription('OTP is required');
    expect(digit(3)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TextField, PasswordField and DigitsField', () => {
  it('a field is named by its label and described by its hint and its message', () => {
    render(<TextField label="Email" description="Your work address" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Your work address Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
  });

  it('a valid field is neither invalid nor described by a message', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('data-invalid');
  });

  it('a password is hidden until the customer asks to show it, and hidden again', async () => {
    render(<PasswordField label="Password" value="Secret-1" onChange={() => {}} />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('[val.number-input] a number keeps digits only, at most 10, typed or pasted', async () => {
    function Harness() {
      const [number, setNumber] = useState('');
      return <DigitsField label="Contact number" value={number} onChange={setNumber} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText('Contact number');
    await userEvent.type(input, '(55) 1-23a4');
    expect(input).toHaveValue('551234');
    await userEvent.clear(input);
    await userEvent.paste('+1 (555) 010-0200 ext 9');
    expect(input).toHaveValue('1555010020');
  });
});

describe('SubmitButton', () => {
  it('while its call is under way it keeps its name, is busy and takes no second press', () => {
    render(<SubmitButton loading>Sign in</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading', 'true');
  });

  it('otherwise it submits its form', () => {
    render(<SubmitButton>Sign in</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
  });
});

describe('usePlainForm', () => {
  const initial = { email: '', commercialReference: [] as { companyName: string }[] };

  it('sets values by dotted path and reads the latest at once', () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => result.current.insertListItem('commercialReference', { companyName: '' }));
    act(() => result.current.setFieldValue('commercialReference.0.companyName', 'Norte'));
    expect(result.current.getValues()).toEqual({ email: '', commercialReference: [{ companyName: 'Norte' }] });
    expect(result.current.field('commercialReference.0.companyName').value).toBe('Norte');
  });

  it("a field's message goes when the field changes; the others stay", () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => result.current.setErrors({ email: 'Email is required', 'commercialReference.0.companyName': 'Company name is required' }));
    act(() => result.current.setFieldValue('email', 'a@b.co'));
    expect(result.current.errors).toEqual({ 'commercialReference.0.companyName': 'Company name is required' });
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });

  it("removing a row removes it and its messages; the next rows' messages move up with them", () => {
    const { result } = renderHook(() => usePlainForm(initial));
    act(() => {
      result.current.insertListItem('commercialReference', { companyName: 'A' });
      result.current.insertListItem('commercialReference', { companyName: 'B' });
    });
    act(() => result.current.setErrors({ 'commercialReference.1.companyName': 'Company name is required', email: 'Email is required' }));
    act(() => result.current.removeListItem('commercialReference', 0));
    expect(result.current.getValues().commercialReference).toEqual([{ companyName: 'B' }]);
    expect(result.current.errors).toEqual({ 'commercialReference.0.companyName': 'Company name is required', email: 'Email is required' });
  });
});
