import { registrationEmailSchema, registrationPasswordSchema } from '@betfront/contract/registration';

/** Dictionary key of what is wrong with a chosen password, or null. */
export const passwordErrorKey = (password: string): string | null =>
  registrationPasswordSchema.safeParse(password).success ? null : 'registration.error.password';

export const emailErrorKey = (email: string): string | null =>
  registrationEmailSchema.safeParse(email).success ? null : 'registration.error.email';
