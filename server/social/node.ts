/**
 * The Node host's social sign-in ports (decision 0061): the settings from its environment and, when
 * its platform is the embedded one, the embedded auth sync over it (a real platform needs the auth
 * sync service, AUTH_SYNC_URL).
 */
import type { CommercePort } from "../commerce";
import { LocalCommerce } from "../commerce/local/engine";
import type { SocialPorts } from "./index";
import { localAuthSync } from "./local-sync";
import { socialSettings } from "./settings";

export function socialPortsFromEnv(
  env: Record<string, string | undefined>,
  commerce: CommercePort,
): SocialPorts {
  const settings = socialSettings(env);
  if (!(commerce instanceof LocalCommerce)) return { settings };
  return {
    settings,
    embeddedAuthSync: localAuthSync({
      commerce,
      customerIdByEmail: (email) => commerce.customerIdByEmail(email),
    }),
  };
}
