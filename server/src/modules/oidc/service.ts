import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LoginAnswer, ThirdLoginBody, ThirdLoginStart } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '#server/db/connect.ts';
import { isoIn, MINUTE, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { hashSecret } from '#server/lib/password.ts';
import { answerWithSession } from '#server/modules/account/login.ts';
import { createUser } from '#server/modules/account/service.ts';
import { type Profile, profileFrom, startingAccountName } from './profile.ts';
import type { IdentityProvider } from './provider.ts';
import {
  emailInUse,
  findLinkedUser,
  insertIdentity,
  saveLoginAttempt,
  takeLoginAttempt,
  takenAccountKeys,
} from './repo.ts';

const ATTEMPT_TTL_MINUTES = 10;
const SCOPE = 'openid email profile';

// Only a hash of `state` is kept: the row alone cannot be matched to a redirect in flight.
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error).message));

/**
 * Everything said by or about the provider (unreachable, a refused code, a token that fails a check)
 * is one translated failure for the buyer, and the cause in the log for the operator.
 */
async function withProvider<T>(log: FastifyBaseLogger, step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error, step }, 'third-party login failed at the provider');
    throw new DomainError(Codes.Failed, 'errors.thirdLoginFailed');
  }
}

/** A new login attempt (state, nonce, PKCE verifier kept here) and the provider's address to go to. */
export async function startThirdLogin(
  db: Db,
  provider: IdentityProvider | null,
  log: FastifyBaseLogger,
): Promise<ThirdLoginStart> {
  if (!provider) return { enabled: false };
  const configuration = await withProvider(log, 'discovery', provider.configuration);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveLoginAttempt(db, {
    state_hash: hashState(state),
    code_verifier: codeVerifier,
    nonce,
    expires_at: isoIn(ATTEMPT_TTL_MINUTES * MINUTE),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.settings.redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { enabled: true, authorize_url: url.href };
}

/**
 * The way back from the provider: the attempt is used up, the code exchanged with its verifier, the
 * ID token checked (signature, issuer, audience, nonce, expiry). A known (issuer, subject) signs its
 * buyer in; a new one gets a new buyer account first.
 */
export async function completeThirdLogin(
  db: Db,
  provider: IdentityProvider | null,
  body: ThirdLoginBody,
  context: { lang: string; log: FastifyBaseLogger },
): Promise<LoginAnswer> {
  if (!provider) throw new DomainError(Codes.Failed, 'errors.thirdLoginDisabled');
  const attempt = await takeLoginAttempt(db, hashState(body.state));
  if (!attempt || attempt.expires_at <= new Date().toISOString()) {
    throw new DomainError(Codes.Failed, 'errors.thirdLoginExpired');
  }
  const configuration = await withProvider(context.log, 'discovery', provider.configuration);
  const callback = new URL(provider.settings.redirectUri);
  callback.searchParams.set('code', body.code);
  callback.searchParams.set('state', body.state);
  // RFC 9207 `iss` guards a client of several providers against mixing them up; with one provider
  // an absent one stands for it, and a present one must still be it.
  callback.searchParams.set('iss', body.iss ?? configuration.serverMetadata().issuer);
  const tokens = await withProvider(context.log, 'token', () =>
    oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: body.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    }),
  );
  const claims = tokens.claims();
  if (!claims) throw new DomainError(Codes.Failed, 'errors.thirdLoginFailed');

  const linked = await findLinkedUser(db, claims.iss, claims.sub);
  if (linked) {
    if (linked.disabled_at) throw new DomainError(Codes.AccountDisabled);
    return answerWithSession(db, Number(linked.id));
  }

  // First login: the ID token may carry only the subject; the rest of the profile is at userinfo.
  const userinfo = configuration.serverMetadata().userinfo_endpoint
    ? await withProvider(context.log, 'userinfo', () =>
        oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub),
      )
    : {};
  const profile = profileFrom({ ...claims, ...userinfo });
  return answerWithSession(db, await createLinkedBuyer(db, claims.iss, claims.sub, profile, context.lang));
}

/** A free account name: the provider's username (or the email's local part), with digits added when taken. */
async function freeAccountName(db: Db, base: string): Promise<string> {
  for (;;) {
    const candidates = [base, ...Array.from({ length: 5 }, () => `${base}${randomInt(1000, 10_000)}`)];
    const taken = await takenAccountKeys(
      db,
      candidates.map((c) => c.toLowerCase()),
    );
    const free = candidates.find((c) => !taken.has(c.toLowerCase()));
    if (free) return free;
  }
}

async function createLinkedBuyer(
  db: Db,
  issuer: string,
  subject: string,
  profile: Profile,
  lang: string,
): Promise<number> {
  // Never linked to an existing account by email: that would hand the account to whoever controls
  // the provider's claim. An address another account already uses is left out instead.
  const email =
    profile.verifiedEmail && !(await emailInUse(db, profile.verifiedEmail)) ? profile.verifiedEmail : null;
  // Nobody knows this password; the buyer can set one with the forgotten-password email code.
  const passwordHash = await hashSecret(randomBytes(32).toString('base64url'));
  for (let attempt = 1; ; attempt++) {
    const account = await freeAccountName(db, startingAccountName(profile));
    try {
      // The buyer and the link to the provider's subject, together or not at all.
      return await db.transaction().execute(async (tx) => {
        const at = nowIso();
        const userId = await createUser(tx, {
          account,
          account_key: account.toLowerCase(),
          password_hash: passwordHash,
          email,
          username: profile.name,
          given_name: profile.givenName,
          lang,
          created_at: at,
          updated_at: at,
        });
        await insertIdentity(tx, { userId, issuer, subject, at });
        return userId;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      // Two first logins of the same person at once: the other one created the account.
      const linked = await findLinkedUser(db, issuer, subject);
      if (linked) return Number(linked.id);
    }
  }
}
