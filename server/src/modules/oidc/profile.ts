import { z } from 'zod';

// The account the contract accepts: letters, digits, dot, dash, underscore; at most 32 characters,
// of which the name from the provider takes 27 and up to 5 digits make it unique.
const NAME_MAX = 27;
const TEXT_MAX = 64;

const text = z.string().trim().min(1).optional().catch(undefined);
const Claims = z.object({
  preferred_username: text,
  email: z.email().optional().catch(undefined),
  // Some providers send the flag as a string.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined),
  name: text,
  given_name: text,
});

export type Profile = {
  preferredName: string | undefined;
  verifiedEmail: string | null;
  name: string | null;
  givenName: string | null;
};

const clip = (value: string | undefined) => (value ? Array.from(value).slice(0, TEXT_MAX).join('') : null);

/** What a new account takes from the provider's claims; anything malformed is left out. */
export function profileFrom(claims: Record<string, unknown>): Profile {
  const c = Claims.parse(claims);
  const email = c.email?.toLowerCase();
  return {
    preferredName: c.preferred_username ?? email,
    verifiedEmail: email && c.email_verified === true ? email : null,
    name: clip(c.name),
    givenName: clip(c.given_name),
  };
}

/** `ann.lee@example.com` or `ann.lee` → `ann.lee`; nothing usable → `buyer`. */
export function startingAccountName(profile: Pick<Profile, 'preferredName'>): string {
  const local = (profile.preferredName ?? '').split('@')[0] ?? '';
  const cleaned = Array.from(local.normalize('NFKC').replace(/[^\p{L}\p{N}_.-]+/gu, ''));
  let name = cleaned.slice(0, NAME_MAX).join('');
  // Characters outside the basic plane count twice toward the contract's 32.
  while (name.length > NAME_MAX) name = Array.from(name).slice(0, -1).join('');
  return name || 'buyer';
}
