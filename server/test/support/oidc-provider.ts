import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

type Options = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The people the provider knows, by their subject; any password signs them in. */
  people: Record<string, Omit<AccountClaims, 'sub'>>;
};

export type OidcProvider = { issuer: string; paths: string[]; close: () => Promise<void> };

/**
 * A real OpenID provider (the `oidc-provider` package, with its development login and consent
 * pages) on a free loopback port, with one client. The server's tests and the browser tests use it.
 */
export async function startOidcProvider({
  clientId,
  clientSecret,
  redirectUri,
  people,
}: Options): Promise<OidcProvider> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name', 'given_name'],
    },
    findAccount: (_ctx, id) => {
      const person = people[id];
      return person && { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
  });
  const paths: string[] = [];
  const handle = provider.callback();
  server.on('request', (req, res) => {
    paths.push(new URL(req.url ?? '/', issuer).pathname);
    handle(req, res);
  });
  return {
    issuer,
    paths,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
