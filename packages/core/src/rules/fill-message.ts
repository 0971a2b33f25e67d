// The names a template's "{name}" placeholders give, read from a MESSAGES text's literal type
// so a misspelled or missing value fails the typecheck; a plain `string` template names any.
export type MessagePlaceholder<Template extends string> = string extends Template
  ? string
  : Template extends `${string}{${infer Name}}${infer Rest}`
    ? Name | MessagePlaceholder<Rest>
    : never;

const PLACEHOLDER = /\{(\w+)\}/g;

// The one way a MESSAGES text gets its values: every "{name}" with a value, all occurrences, in
// one pass. A function replacer, because a string one reads "$&", "$$" or "$'" in a member's
// name or a title as replacement patterns; one pass, so a value that itself reads "{name}"
// stays as typed. A placeholder without a value is left for the reader to see.
export function fillMessage<Template extends string>(
  template: Template,
  values: Record<MessagePlaceholder<Template>, string | number>,
): string {
  // Own values only: a "{constructor}" in a text must not be filled from Object's prototype.
  const valuesByName: Record<string, string | number> = values;
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(valuesByName, name) ? String(valuesByName[name]) : placeholder,
  );
}
