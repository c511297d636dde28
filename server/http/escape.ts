const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe inside XML or HTML: element content and quoted attribute values. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ENTITIES[c] ?? c);
