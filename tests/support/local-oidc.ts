/**
 * A browser without JavaScript at the local OpenID provider (server/social/local-provider.ts): follows
 * its redirects with its cookies, fills the development login form (the login typed is the account)
 * and confirms the consent form, until the provider redirects to the shop. Returns that redirect.
 */
const formOf = (html: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  return action && prompt ? { action: action.replace(/&amp;/g, "&"), prompt } : undefined;
};

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
