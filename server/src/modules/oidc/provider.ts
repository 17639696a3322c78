import * as oidc from 'openid-client';
import { type Config, oidcRedirectUri } from '#server/config.ts';

export type ProviderSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

export type IdentityProvider = {
  settings: ProviderSettings;
  /** The provider's metadata and keys, discovered on first use; a failed discovery is tried again next time. */
  configuration: () => Promise<oidc.Configuration>;
};

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** The provider named by OIDC_ISSUER, or null when third-party login is off. */
export function identityProvider(config: Config): IdentityProvider | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  const settings: ProviderSettings = {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: oidcRedirectUri(config),
  };
  let discovered: Promise<oidc.Configuration> | undefined;
  return {
    settings,
    configuration: () => {
      discovered ??= discover(settings).catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

async function discover(settings: ProviderSettings): Promise<oidc.Configuration> {
  // The config admits plain HTTP only for a provider on this machine (a development one).
  const execute = [
    ...(settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
    // openid-client trusts an ID token from the token endpoint by TLS alone; check its signature
    // against the provider's published keys as well.
    oidc.enableNonRepudiationChecks,
  ];
  return oidc.discovery(
    settings.issuer,
    settings.clientId,
    undefined,
    // client_secret_basic is the default every provider registers a confidential client with.
    oidc.ClientSecretBasic(settings.clientSecret),
    { execute, timeout: DISCOVERY_TIMEOUT_SECONDS },
  );
}
