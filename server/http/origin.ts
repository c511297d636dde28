import type { NextFunction, Request, Response } from "express";

/**
 * The origin a request names (protocol and Host), kept in `res.locals.origin` for responses that
 * print absolute URLs (robots.txt, sitemaps). A Host that is no host ("a b", "[::1") answers 400
 * here: the Remix adapter builds each request's URL from it (through TRUST_PROXY's hostname) and
 * would throw, a 500 on every page.
 */
export function originMiddleware(req: Request, res: Response, next: NextFunction) {
  const origin = `${req.protocol}://${req.headers.host ?? "localhost"}`;
  if (!URL.canParse(origin) || !URL.canParse(`${req.protocol}://${req.hostname}`)) {
    res.sendStatus(400);
    return;
  }
  res.locals.origin = new URL(origin);
  next();
}
