import { z } from 'zod';
import { EMAIL } from '../platform/schema-helpers';

const NAME = /^[\p{L}\s'-]+$/u;

/** Name: required, letters only ('Cannot contain any special characters'). */
const personName = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(NAME, 'validation.noSpecialCharacters');

export const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(EMAIL, 'validation.emailFormat')
    .transform((value) => value.toLowerCase());

/** Password: at least 8 characters with a special character or a digit. */
export const password = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { message: 'validation.required', abort: true })
    .min(8, { message: 'validation.passwordTooShort', abort: true })
    .regex(/[^A-Za-z]/, 'validation.passwordNeedsDigitOrSpecial');

/** What the register call carries. Registration phone has no rule beyond being text. */
export const registerSchema = z.object({
  first: personName(),
  last: personName(),
  email: email(),
  password: password(),
  phone: z.string().trim().default(''),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form adds the confirmation, which must equal the password. */
export const registerFormSchema = registerSchema.extend({ confirmPassword: z.string({ error: 'validation.required' }) }).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.passwordMismatch',
});
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Login only needs something to check: every failure answers 'Incorrect Username or Password'. */
export const loginSchema = z.object({
  email: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').transform((value) => value.toLowerCase()),
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
});
export type LoginInput = z.input<typeof loginSchema>;
