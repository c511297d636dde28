/** Any path no other route claims answers 404 with the error page (SPEC §2 guard 13). */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
