// "%text%" for LIKE and ILIKE: rows whose column contains the text as typed. Backslash is
// PostgreSQL's default LIKE escape, so the text's own %, _ and \ match themselves instead of
// acting as wildcards.
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
