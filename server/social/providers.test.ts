import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SOCIAL } from "../../config/social";
import { ProviderError } from "./oauth";
import { type FlowSecrets, facebookProvider } from "./providers";

/**
 * Facebook Login against a stand-in of Facebook's documented endpoints (this machine reaches no
 * external host): the dialog URL, the code exchange (`oauth/access_token`, client_secret_post, PKCE)
 * and the Graph API's `/me` with `appsecret_proof`. What the real Facebook would be sent is asserted
 * field by field, and its answers are shaped as Facebook documents them.
 */
const SETTINGS = { clientId: "1234567890", clientSecret: "app-secret-of-the-shop" };
const FLOW: FlowSecrets = {
  state: "state-from-the-signed-cookie",
  codeVerifier: "v".repeat(43),
  nonce: "unused-by-facebook",
  redirectUri: "https://www.proequip.de/social/facebook/callback/",
};
const ACCESS_TOKEN = "EAAB-facebook-user-token";

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: URLSearchParams | null;
}

/** Facebook as documented: a token for the right code and verifier; /me for the right token and proof. */
function standInFacebook(profile: Record<string, unknown>, { meStatus = 200 } = {}) {
  const seen: Seen[] = [];
  const fetcher = async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(input);
    const body = init.body instanceof URLSearchParams ? init.body : null;
    seen.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers), body });
    if (url.href === SOCIAL.facebook.tokenEndpoint) {
      const challenge = createHash("sha256")
        .update(body?.get("code_verifier") ?? "")
        .digest("base64url");
      const ok = body?.get("code") === "the-code" && challenge === expectedChallenge;
      return ok
        ? Response.json({ access_token: ACCESS_TOKEN, token_type: "bearer", expires_in: 5183944 })
        : Response.json(
            { error: { message: "Invalid verification code format.", type: "OAuthException" } },
            { status: 400 },
          );
    }
    if (url.origin + url.pathname === SOCIAL.facebook.profileEndpoint)
      return Response.json(
        meStatus === 200 ? profile : { error: { message: "Invalid OAuth access token" } },
        {
          status: meStatus,
        },
      );
    return new Response("not found", { status: 404 });
  };
  return { seen, fetcher };
}
const expectedChallenge = createHash("sha256").update(FLOW.codeVerifier).digest("base64url");

describe("Facebook Login (SPEC §2, decision 0061) against Facebook's documented endpoints", () => {
  it("sends the shopper to the dialog with the app id, the callback, the state, PKCE S256 and the scopes", async () => {
    const url = await facebookProvider(SETTINGS, standInFacebook({}).fetcher).authorizationUrl(FLOW);
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/v19.0/dialog/oauth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: SETTINGS.clientId,
      redirect_uri: FLOW.redirectUri,
      state: FLOW.state,
      code_challenge: expectedChallenge,
      code_challenge_method: "S256",
      scope: "email public_profile",
    });
  });

  it("exchanges the code with the secret in the body, then reads /me with the token and its appsecret_proof", async () => {
    const facebook = standInFacebook({
      id: "10158",
      email: "jan@example.com",
      first_name: "Jan",
      last_name: "Nowak",
    });
    const identity = await facebookProvider(SETTINGS, facebook.fetcher).identity("the-code", FLOW);
    expect(identity).toEqual({
      provider: "facebook",
      subject: "10158",
      email: "jan@example.com",
      emailVerified: true,
      givenName: "Jan",
      familyName: "Nowak",
      accessToken: ACCESS_TOKEN,
    });
    const [token, me] = facebook.seen;
    expect(token?.method).toBe("POST");
    expect(Object.fromEntries(token?.body ?? [])).toEqual({
      grant_type: "authorization_code",
      code: "the-code",
      redirect_uri: FLOW.redirectUri,
      code_verifier: FLOW.codeVerifier,
      client_id: SETTINGS.clientId,
      client_secret: SETTINGS.clientSecret,
    });
    expect(token?.headers.get("authorization")).toBeNull();
    expect(me?.headers.get("authorization")).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(me?.url.searchParams.get("fields")).toBe("id,email,first_name,last_name");
    // Graph API "Securing requests": HMAC-SHA256 of the token keyed with the app secret, hex.
    const proof = createHmac("sha256", SETTINGS.clientSecret).update(ACCESS_TOKEN).digest("hex");
    expect(me?.url.searchParams.get("appsecret_proof")).toBe(proof);
  });

  it("counts a profile without an e-mail (not confirmed with Facebook) as unverified", async () => {
    const facebook = standInFacebook({ id: "10159", first_name: "Ola" });
    const identity = await facebookProvider(SETTINGS, facebook.fetcher).identity("the-code", FLOW);
    expect([identity.email, identity.emailVerified]).toEqual([undefined, false]);
  });

  it("fails with a ProviderError, naming no secret, when Facebook refuses the code or the token", async () => {
    const refusedCode = facebookProvider(SETTINGS, standInFacebook({ id: "1" }).fetcher).identity(
      "stale",
      FLOW,
    );
    await expect(refusedCode).rejects.toBeInstanceOf(ProviderError);
    await expect(refusedCode).rejects.not.toThrow(SETTINGS.clientSecret);
    const refusedToken = facebookProvider(SETTINGS, standInFacebook({}, { meStatus: 401 }).fetcher).identity(
      "the-code",
      FLOW,
    );
    await expect(refusedToken).rejects.toThrow(/profile answered 401/);
  });
});
