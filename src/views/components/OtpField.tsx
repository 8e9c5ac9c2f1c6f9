import { Input, PinInput } from '@mantine/core';
import { OTP_LENGTH } from '../../schemas/fieldRules';

/** The 6-digit code from the email, one box per digit; paste fills all of them. */
export function OtpField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | null | undefined }) {
  return (
    <Input.Wrapper label="Verification code" error={error} id="otp">
      <PinInput
        length={OTP_LENGTH}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        size="lg"
        mt={6}
        aria-label="Verification code"
        getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}` })}
      />
    </Input.Wrapper>
  );
}
