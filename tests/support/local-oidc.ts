/**
 * The local OpenID provider (server/social/local-provider.ts) as a shop's "google" in tests: started
 * for a test file, and signed in at by a browser with or without JavaScript, or by plain HTTP.
 */
import type { Page, test as playwrightTest } from "@playwright/test";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../config";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import type { Market } from "../../server/market";
import { createSocial, type SocialSignIn } from "../../server/social";
import {
  type LocalProvider,
  localCallbackUris,
  startLocalOidcProvider,
} from "../../server/social/local-provider";
import { socialPortsFromEnv } from "../../server/social/node";
import type { HttpShopper } from "./shopper";

const formOf = (html: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  return action && prompt ? { action: action.replace(/&amp;/g, "&"), prompt } : undefined;
};

/**
 * A browser without JavaScript at the local provider: follows its redirects with its cookies, fills
 * the development login form (the login typed is the account) and confirms the consent form, until
 * the provider redirects to the shop. Returns that redirect.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  shopOrigin: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: cookie() },
    });
    remember(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === shopOrigin) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    const form = formOf(html);
    if (!form)
      throw new Error(`The provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams({ prompt: form.prompt });
    if (form.prompt === "login") {
      fields.set("login", login);
      fields.set("password", "any");
    }
    url = new URL(form.action, url);
    init = {
      method: "POST",
      body: fields.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }
  throw new Error("The provider did not redirect back to the shop");
}

/**
 * The local provider as "google" of the shop at `shop` (its one callback URL), and the shop's social
 * sign-in over the embedded engine, wired as the Node host wires it (server/social/node.ts): the
 * provider's settings and the embedded auth sync over the engine, also returned for other providers.
 */
export async function localGoogle(shop: string, engine: LocalCommerce) {
  const provider = await startLocalOidcProvider({ redirectUris: [`${shop}/social/google/callback/`] });
  const ports = socialPortsFromEnv(provider.env, engine);
  if (!ports.embeddedAuthSync) throw new Error("the embedded engine has no auth sync");
  return { provider, social: createSocial(ports, engine), authSync: ports.embeddedAuthSync };
}

/**
 * Starts a Google sign-in of the social service (`localGoogle`) at the shop's `/social/google/` and
 * signs in at the provider as `login`: the callback URL, the flow cookie as a browser sends it back,
 * and the provider's authorization URL.
 */
export async function throughGoogle(
  social: SocialSignIn,
  login: string,
  at: { shop: string; market: Market; returnTo: string },
) {
  const started = await social.start(new Request(`${at.shop}/social/google/`), {
    provider: "google",
    market: at.market,
    returnTo: at.returnTo,
  });
  if (!started) throw new Error("google is not configured");
  const callback = await signInAtProvider(started.location, login, at.shop);
  return { callback, cookie: started.cookie.split(";")[0] ?? "", location: new URL(started.location) };
}

/**
 * The test server's "google" for a Playwright file (decision 0061): the local provider on the port
 * the server was configured with, for every country's callback URL, started before the file's tests
 * and closed after them. The flow is links, forms and redirects, the same with JavaScript: the file's
 * tests run once, without it.
 */
export function localGoogleForTestServer(
  test: typeof playwrightTest,
  server: { shopPort: number; port: number; clientSecret: string },
) {
  let provider: LocalProvider | undefined;
  test.beforeAll(async ({ browserName: _ }, info) => {
    if (info.project.name !== "no-js") return;
    provider = await startLocalOidcProvider({
      port: server.port,
      clientSecret: server.clientSecret,
      redirectUris: localCallbackUris(
        server.shopPort,
        Object.values(COUNTRIES).map((c) => c.countryCode),
        DEFAULT_COUNTRY,
      ),
    });
  });
  test.afterAll(() => provider?.close());
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled,
    "the flow is redirects: one run without JavaScript",
  );
}

/**
 * A shopper in a browser on the shop's sign-in page signs in with Google: the button, then at the
 * provider the development login form (the login typed is the account) and the consent.
 */
export async function signInWithGoogle(page: Page, login: string) {
  await page.getByTestId("social-google").click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * Over HTTP (an `HttpShopper`): starts the shop's Google sign-in, optionally with a `redirect_to`,
 * and signs in at the provider as `login`; the callback's path and query on the shop at `shopOrigin`.
 */
export async function googleCallbackPath(
  shopper: HttpShopper,
  login: string,
  shopOrigin: string,
  redirectTo?: string,
) {
  const start = await shopper.get(
    `/social/google/${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ""}`,
  );
  if (start.status !== 303) throw new Error(`the shop's Google sign-in answered ${start.status}, not 303`);
  const callback = await signInAtProvider(String(start.headers.location), login, shopOrigin);
  return `${callback.pathname}${callback.search}`;
}
