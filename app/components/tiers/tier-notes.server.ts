/** The server's TierNotes (the browser build empties `.server` modules; see app/lib/island.tsx). */
export { TierNotes } from "./TierNotes";
