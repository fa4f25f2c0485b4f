import { z } from 'zod';
import { EMAIL, optionalText, personName, text, TEXT_MAX } from '../platform/schema-helpers';

export const email = () =>
  z
    .string({ error: 'validation.required' })
    .max(TEXT_MAX.email, { message: 'validation.tooLong', abort: true })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(EMAIL, 'validation.emailFormat')
    .transform((value) => value.toLowerCase());

/** Password: 8 to 128 characters with a special character or a digit; not only spaces, no control characters. */
export const password = () =>
  text(TEXT_MAX.password, { error: 'validation.required', abort: true, controls: 'validation.passwordInvalidCharacters' })
    .min(1, { message: 'validation.required', abort: true })
    .refine((value) => value.trim() !== '', { message: 'validation.passwordInvalidCharacters', abort: true })
    .min(8, { message: 'validation.passwordTooShort', abort: true })
    .regex(/[^A-Za-z]/, 'validation.passwordNeedsDigitOrSpecial');

/** What the register call carries. Registration phone has no rule beyond being text. */
export const registerSchema = z.object({
  first: personName(),
  last: personName(),
  /** The name is written family name first (the registration form asks in Vietnamese); without it, the page's language decides. */
  familyFirst: z.boolean({ error: 'validation.invalidChoice' }).optional(),
  email: email(),
  password: password(),
  phone: optionalText(TEXT_MAX.phone),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form adds the confirmation, which must equal the password. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: text(TEXT_MAX.password, { error: 'validation.required' }) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Login only needs something to check: every failure answers 'Incorrect Username or Password'. */
export const loginSchema = z.object({
  email: text(TEXT_MAX.email, { error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .transform((value) => value.toLowerCase()),
  password: text(TEXT_MAX.password, { error: 'validation.required' }).min(1, 'validation.required'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The login form checks the email's format before it enables Login, as registration does. */
export const loginFormSchema = loginSchema.extend({ email: email() });
