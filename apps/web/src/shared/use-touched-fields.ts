import { useState } from "react";

type Issue<Field extends string> = { field: Field; message: string };

// Forms that help instead of scold (issue #21): a field is marked wrong only once the user has
// touched it, or tried to submit, with the first message the rules give for it.
export function useTouchedFields<Field extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  return {
    touch: (fields: Field[]) =>
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      ),
    submit: () => setIsSubmitted(true),
    reset: () => {
      setTouched(new Set());
      setIsSubmitted(false);
    },
    isShown: (field: Field) => isSubmitted || touched.has(field),
    errorsOf: (issues: Issue<Field>[]): Partial<Record<Field, string>> => {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of issues) {
        const isShown = isSubmitted || touched.has(issue.field);
        if (isShown && errors[issue.field] === undefined) errors[issue.field] = issue.message;
      }
      return errors;
    },
  };
}
