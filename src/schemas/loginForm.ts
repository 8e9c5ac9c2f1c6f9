import { Schema } from 'effect';
import { requiredEmail, signInPassword } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

/** The sign-in form and POST /v1/user/auth/logIn body. The password is kept as typed (untrimmed). */
export const LoginForm = Schema.Struct({
  email: requiredEmail('email'),
  password: signInPassword(),
}).annotate({ message: BrowserMessages.fillUp });
export type LoginForm = typeof LoginForm.Type;
