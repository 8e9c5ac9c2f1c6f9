import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../schemas/fieldRules';
import { useI18n } from '../useI18n';
import { FieldError } from './TextField';
import css from './PlainForm.module.css';

const blank = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
const cellsOf = (value: string): string[] => blank().map((_, i) => value[i] ?? '');

/**
 * The 6-digit code from the email, one box per digit, in plain markup (the pages that ask for it
 * load no Mantine). Typing moves on, Backspace on an empty box moves back, and several digits
 * typed, pasted or filled into one box spread over the boxes from there. Digits only.
 * Our own rather than a library's (input-otp and the like): six inputs and ~1 KiB, where the auth
 * pages' budget (120 KiB) has little room and Mantine's PinInput would bring the provider.
 */
export function OtpField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | null | undefined }) {
  const i18n = useI18n();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // A gap (a digit typed in box 3 before box 1) stays where it is until the value changes from outside.
  const [cells, setCells] = useState(() => cellsOf(value));
  if (cells.join('') !== value) setCells(cellsOf(value));

  const write = (next: string[], focus: number) => {
    setCells(next);
    onChange(next.join(''));
    boxes.current[Math.min(Math.max(focus, 0), OTP_LENGTH - 1)]?.focus();
  };
  const enter = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    const next = [...cells];
    if (!digits) {
      next[index] = '';
      write(next, index);
      return;
    }
    // A digit typed beside the one a box holds (before or after it) replaces it.
    const held = cells[index] ?? '';
    const fresh = held && digits.length === 2 && digits.includes(held) ? digits.replace(held, '') : digits;
    const spread = fresh.slice(0, OTP_LENGTH - index).split('');
    spread.forEach((digit, i) => (next[index + i] = digit));
    write(next, index + spread.length);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !cells[index] && index > 0) {
      event.preventDefault();
      const next = [...cells];
      next[index - 1] = '';
      write(next, index - 1);
    } else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus();
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={css.field} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className={css.label}>
        {i18n._('Verification code')}
      </span>
      <div className={css.pins}>
        {cells.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className={`${css.input} ${css.pin}`}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            placeholder="○"
            aria-label={i18n._('Digit {position} of {length}', { position: i + 1, length: OTP_LENGTH })}
            aria-invalid={Boolean(error)}
            data-invalid={error ? 'true' : undefined}
            value={digit}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => enter(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
