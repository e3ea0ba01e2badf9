/** Accounts: registration, login, sessions, password reset, verification, profile (docs/product.md#accounts-and-sessions). */
import { english, serverT } from '../../lib/i18n.js';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { CatalogLocale, ChangePasswordInput, LoginInput, RegisterInput, UpdateProfileInput, User } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { verificationMail } from '../../mail/verificationMail.js';
import { addressChangedMail, mailLocale, passwordResetMail } from '../../mail/accountMails.js';
import { localeOf } from '../language/language.presenter.js';
import type { UsersRepo, UserRow } from './users.repo.js';
import type { AuthTokensRepo, SessionsRepo } from './sessions.repo.js';
import { presentUser } from './user.presenter.js';
import { adminRights, isReservedUsername } from './adminRight.js';

const DAY = 24 * 60 * 60 * 1000;
export const USER_SESSION_MS = 30 * DAY;
const RESET_TOKEN_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_MS = 2 * DAY;

export const DUPLICATE_ACCOUNT = english('errors.accounts.duplicateAccount');
export const BAD_CREDENTIALS = english('errors.accounts.badCredentials');
export const FORGOT_MESSAGE = english('errors.accounts.notice.forgot');
export const RESET_INVALID = english('errors.accounts.resetInvalid');
export const VERIFY_INVALID = english('errors.accounts.verifyInvalid');

export interface EmailConfirmed {
  message: string;
  /** The address is confirmed; the admin right waits for its owner to sign in and confirm again. */
  signInToFinish: boolean;
}

/** argon2id's cost: memory in KiB, passes, lanes. Verification reads them from the stored hash. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The cost every server uses: argon2id (the library default) with OWASP's memory/time minimums. */
export const OWASP_PASSWORD_HASH: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface AccountsDeps {
  users: UsersRepo;
  sessions: SessionsRepo;
  authTokens: AuthTokensRepo;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  adminEmail: string | undefined;
  requireEmailVerification: boolean;
  /** A user's admin right may have changed (an address proved or given up): cached sessions re-read it. */
  rightsChanged?: (userId: number) => void;
  /**
   * The hash cost; OWASP_PASSWORD_HASH unless given. Only code can lower it (the server tests' harness
   * does, 27 ms → 1 ms per hash): no setting or variable reaches it, so a deployment cannot.
   */
  passwordHash?: PasswordHashCost;
}

export function accountsService(d: AccountsDeps) {
  const now = () => isoNow(d.clock);
  const hashCost = d.passwordHash ?? OWASP_PASSWORD_HASH;
  let dummyHash: Promise<string> | undefined;

  async function createSession(userId: number, userAgent: string | undefined): Promise<string> {
    const token = newToken();
    const at = now();
    await d.sessions.insert({
      token_hash: hashToken(token),
      kind: 'user',
      user_id: userId,
      event_id: null,
      department_id: null,
      created_at: at,
      last_used_at: at,
      expires_at: new Date(d.clock.now() + USER_SESSION_MS).toISOString(),
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** `asker`: the language of the request that caused it, for an account that chose none. */
  async function sendVerification(user: UserRow, asker: CatalogLocale): Promise<void> {
    // One address, one live link: a link mailed for an earlier address must not prove this one.
    await d.authTokens.invalidateForUser(user.id, 'verify', now());
    const token = newToken();
    await d.authTokens.insert({
      user_id: user.id,
      kind: 'verify',
      token_hash: hashToken(token),
      expires_at: new Date(d.clock.now() + VERIFY_TOKEN_MS).toISOString(),
      created_at: now(),
    });
    // The web app's page (apps/web/src/screens/verify-email): opening it changes nothing.
    const link = `${d.publicUrl}/verify-email?token=${token}`;
    await d.mailer.send(
      verificationMail(
        { to: user.email, username: user.username, name: user.name, link, makesAdmin: isAdminAddress(user.email_key) },
        mailLocale(localeOf(user.language), asker),
      ),
    );
  }

  const rights = adminRights(d.users, d.adminEmail);
  const present = async (row: UserRow): Promise<User> => presentUser(row, await rights.of(row));
  const isAdminAddress = (emailKey: string) => d.adminEmail !== undefined && emailKey === d.adminEmail;

  async function checkPassword(row: UserRow, password: string | undefined, field: string): Promise<void> {
    const ok = password ? await argonVerify(row.password_hash, password).catch(() => false) : false;
    if (!ok)
      throw badRequest('errors.accounts.currentPasswordIncorrect', undefined, [
        { path: field, message: english('errors.accounts.currentPasswordIncorrect') },
      ]);
  }

  return {
    present,

    async register(
      input: RegisterInput,
      userAgent?: string,
      asker: CatalogLocale = 'en',
    ): Promise<{ token?: string; user: User; message?: string }> {
      const usernameKey = input.username.toLowerCase();
      const emailKey = input.email.toLowerCase();
      // Only the first account of an empty server may be called admin (demo accounts do not count).
      if (isReservedUsername(input.username) && (await d.users.firstAccountId()) !== undefined) {
        throw conflict('errors.accounts.reservedUsernameTaken');
      }
      if (await d.users.existsUsernameOrEmail(usernameKey, emailKey)) throw conflict('errors.accounts.duplicateAccount');
      const at = now();
      // The admin address makes an admin only once its owner has proved it (see isAdminUser).
      const unproven = d.requireEmailVerification || isAdminAddress(emailKey);
      let id: number;
      try {
        id = await d.users.insert({
          username: input.username,
          username_key: usernameKey,
          email: input.email,
          email_key: emailKey,
          name: input.name,
          password_hash: await argonHash(input.password, hashCost),
          email_verified_at: unproven ? null : at,
          email_proven_at: null,
          is_demo: 0,
          demo_expires_at: null,
          created_at: at,
          updated_at: at,
        });
      } catch (e) {
        // Two registrations racing for the same name: the unique index decides.
        if (await d.users.existsUsernameOrEmail(usernameKey, emailKey)) throw conflict('errors.accounts.duplicateAccount');
        throw e;
      }
      const row = (await d.users.findById(id))!;
      if (d.requireEmailVerification) {
        await sendVerification(row, asker);
        return { user: await present(row), message: serverT(asker, 'errors.accounts.notice.registered') };
      }
      if (unproven) await sendVerification(row, asker);
      return { token: await createSession(id, userAgent), user: await present(row) };
    },

    async login(input: LoginInput, userAgent?: string): Promise<{ token: string; user: User }> {
      const row = await d.users.findByLogin(input.username.trim().toLowerCase());
      if (!row) {
        // Spend the same time as a real check, so response times do not reveal accounts.
        dummyHash ??= argonHash('not-a-real-password', hashCost);
        await argonVerify(await dummyHash, input.password).catch(() => false);
        throw unauthorized('errors.accounts.badCredentials');
      }
      const ok = await argonVerify(row.password_hash, input.password).catch(() => false);
      if (!ok) throw unauthorized('errors.accounts.badCredentials');
      if (d.requireEmailVerification && row.email_verified_at === null) {
        throw forbidden('errors.accounts.verifyFirst');
      }
      return { token: await createSession(row.id, userAgent), user: await present(row) };
    },

    async logout(sessionId: number): Promise<void> {
      await d.sessions.delete(sessionId);
    },

    async me(userId: number): Promise<User> {
      const row = await d.users.findById(userId);
      if (!row) throw unauthorized();
      return present(row);
    },

    async forgotPassword(email: string, asker: CatalogLocale = 'en'): Promise<string> {
      const row = await d.users.findByEmailKey(email.toLowerCase());
      if (row && row.is_demo === 0) {
        await d.authTokens.invalidateForUser(row.id, 'reset', now());
        const token = newToken();
        await d.authTokens.insert({
          user_id: row.id,
          kind: 'reset',
          token_hash: hashToken(token),
          expires_at: new Date(d.clock.now() + RESET_TOKEN_MS).toISOString(),
          created_at: now(),
        });
        const link = `${d.publicUrl}/auth?reset=${token}`;
        await d.mailer.send(
          passwordResetMail({ to: row.email, name: row.name, username: row.username, link }, mailLocale(localeOf(row.language), asker)),
        );
      }
      return serverT(asker, 'errors.accounts.notice.forgot');
    },

    async resetPassword(token: string, password: string, asker: CatalogLocale = 'en'): Promise<string> {
      const userId = await d.authTokens.consume(hashToken(token), 'reset', now());
      if (userId === undefined) throw badRequest('errors.accounts.resetInvalid');
      await d.users.update(userId, { password_hash: await argonHash(password, hashCost), updated_at: now() });
      // A reset ends every session: whoever knew the old password is signed out.
      await d.sessions.deleteForUser(userId);
      return serverT(asker, 'errors.accounts.notice.reset');
    },

    /**
     * The button on the link's page (POST, never the link's GET: mail scanners open every link)
     * proves the account's current address; older links die when the address changes. For
     * ADMIN_EMAIL the proof is the admin right, given only to the account's owner signed in
     * (`signedIn`, the session's account) and only while one account holds the address. Without a
     * session such a link only lets a new account sign in, where verification is required.
     */
    async confirmEmail(token: string, signedIn: number | undefined, asker: CatalogLocale = 'en'): Promise<EmailConfirmed> {
      const tokenHash = hashToken(token);
      const userId = await d.authTokens.peek(tokenHash, 'verify', now());
      const row = userId === undefined ? undefined : await d.users.findById(userId);
      if (!row) throw badRequest('errors.accounts.verifyInvalid');
      if (isAdminAddress(row.email_key)) {
        if (signedIn !== undefined && signedIn !== row.id) {
          throw forbidden('errors.accounts.otherAccountLink', { username: row.username });
        }
        if (signedIn === undefined) {
          if (!d.requireEmailVerification || row.email_verified_at !== null) {
            throw unauthorized('errors.accounts.signInAs', { username: row.username });
          }
          await d.users.update(row.id, { email_verified_at: now(), updated_at: now() });
          return {
            message: serverT(asker, 'errors.accounts.notice.confirmedSignIn', { username: row.username }),
            signInToFinish: true,
          };
        }
      }
      if ((await d.authTokens.consume(tokenHash, 'verify', now())) !== row.id) throw badRequest('errors.accounts.verifyInvalid');
      const sole = !isAdminAddress(row.email_key) || (await d.users.countHoldingEmail(row.email_key)) === 1;
      await d.users.update(row.id, { email_verified_at: now(), ...(sole ? { email_proven_at: now() } : {}), updated_at: now() });
      if (sole) d.rightsChanged?.(row.id);
      const admin = sole && isAdminAddress(row.email_key);
      return {
        message: serverT(asker, admin ? 'errors.accounts.notice.confirmedAdmin' : 'errors.accounts.notice.confirmed'),
        signInToFinish: false,
      };
    },

    /**
     * A new e-mail address needs the current password and, where it matters, proof by a mailed
     * link. Like a password change it ends the account's other sessions (and so their sockets,
     * docs/decisions/0007-sessions.md): whoever else was signed in was signed in as the old address.
     */
    async updateProfile(userId: number, sessionId: number, input: UpdateProfileInput, asker: CatalogLocale = 'en'): Promise<User> {
      const row = await d.users.findById(userId);
      if (!row) throw unauthorized();
      const emailKey = input.email.toLowerCase();
      if (emailKey === row.email_key) {
        await d.users.update(userId, { name: input.name, email: input.email, updated_at: now() });
        return await present((await d.users.findById(userId))!);
      }
      await checkPassword(row, input.currentPassword, 'currentPassword');
      if (await d.users.emailTaken(emailKey, userId)) throw conflict('errors.accounts.duplicateAccount');
      const unproven = d.requireEmailVerification || isAdminAddress(emailKey);
      await d.users.update(userId, {
        name: input.name,
        email: input.email,
        email_key: emailKey,
        email_verified_at: unproven ? null : now(),
        // Proof belongs to an address: the new one has none until its own link is opened.
        email_proven_at: null,
        updated_at: now(),
      });
      const updated = (await d.users.findById(userId))!;
      d.rightsChanged?.(userId);
      await d.sessions.deleteForUser(userId, sessionId);
      // A link still out for the old address must not prove the new one.
      if (unproven) await sendVerification(updated, asker);
      else await d.authTokens.invalidateForUser(userId, 'verify', now());
      // The old address hears of it, so a stolen session cannot move the account in silence.
      await d.mailer.send(
        addressChangedMail(
          { to: row.email, name: row.name, username: row.username, newEmail: input.email },
          mailLocale(localeOf(row.language), asker),
        ),
      );
      return await present(updated);
    },

    async changePassword(userId: number, sessionId: number, input: ChangePasswordInput): Promise<number> {
      const row = await d.users.findById(userId);
      if (!row) throw unauthorized();
      await checkPassword(row, input.currentPassword, 'currentPassword');
      await d.users.update(userId, { password_hash: await argonHash(input.password, hashCost), updated_at: now() });
      return d.sessions.deleteForUser(userId, sessionId);
    },

    async signOutOthers(userId: number, sessionId: number): Promise<number> {
      return d.sessions.deleteForUser(userId, sessionId);
    },

    createSession,
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
