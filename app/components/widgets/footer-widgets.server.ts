/** The server's FooterWidgets (the browser build empties `.server` modules; see app/lib/island.tsx). */
export { FooterWidgets } from "./FooterWidgets";
