import { z } from 'zod';
import { clockFormatSchema, localeSchema } from './language.js';
import { LIMITS } from '../constants.js';

/** Validation texts are docs/product.md#validation's, shared by the forms and the server. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(LIMITS.email.max),
  password: z.string().min(1, 'Password is required').max(LIMITS.password.max),
});
export type LoginInput = z.infer<typeof loginSchema>;

const email = z.string().trim().max(LIMITS.email.max, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));

const password = z
  .string()
  .min(LIMITS.password.min, 'Password must be at least 8 characters')
  .max(LIMITS.password.max, 'Password must be at most 200 characters');

export const registerSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(LIMITS.username.min, 'Username must be at least 3 characters')
      .max(LIMITS.username.max, 'Username must be at most 50 characters')
      .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore'),
    name: z.string().trim().min(LIMITS.name.min, 'Name is required').max(LIMITS.name.max, 'Name must be at most 100 characters'),
    email,
    password,
    confirmPassword: z.string().min(LIMITS.password.min, 'Please confirm your password').max(LIMITS.password.max),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(16, 'The reset link is invalid').max(200, 'The reset link is invalid'),
    password,
    confirmPassword: z.string().min(LIMITS.password.min, 'Please confirm your password').max(LIMITS.password.max),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(16).max(200) });
/** The answer to POST /api/auth/verify-email: `signInToFinish` when an ADMIN_EMAIL account must sign in and confirm again. */
export const confirmEmailResponse = z.object({ message: z.string(), signInToFinish: z.boolean() });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  hasSubscription: z.boolean(),
  trialActive: z.boolean(),
  trialEndDate: z.string().nullable(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
  /** The account's language (null: the browser's) and clock (docs/decisions/0038-i18n-lingui.md); absent: an older server. */
  language: localeSchema.nullable().optional(),
  clockFormat: clockFormatSchema.optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponse = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;
export const registerResponse = z.object({ token: z.string().optional(), user: userSchema, message: z.string().optional() });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const updateProfileSchema = z.object({
  name: z.string().trim().min(LIMITS.name.min, 'Name is required').max(LIMITS.name.max),
  email,
  /** Required by the server when the e-mail address changes. */
  currentPassword: z.string().max(LIMITS.password.max).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(LIMITS.password.max),
    password,
    confirmPassword: z.string().min(LIMITS.password.min, 'Please confirm your password').max(LIMITS.password.max),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
